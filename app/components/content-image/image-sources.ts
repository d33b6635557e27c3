import type { ImageModel } from '../../content/images';

/** product §9 breakpoints (xs … xxl, plus 2xl 1536 for images): the widths an image is offered at. */
export const imageBreakpoints = [460, 600, 900, 1200, 1440, 1536, 1920] as const;

/** The Kontent image service URL of `image` at `width` pixels, same aspect ratio, as webp (product §7, §9). */
export function imageUrl(image: ImageModel, width: number, aspect = image.height / image.width): string {
  if (image.vector) return image.url;
  // Asset URLs may be absolute (Kontent's CDN) or same-origin paths (the local emulator): append, never reparse.
  const [path = '', query = ''] = image.url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(Math.round(width)));
  params.set('h', String(Math.round(width * aspect)));
  params.set('fm', 'webp');
  params.set('fit', 'crop');
  return `${path}?${params}`;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/**
 * `src` and `srcSet` for an image shown at most `displayWidth` CSS pixels wide: the breakpoint widths up to twice
 * that (densities 1x and 2x), never upscaled beyond the original. The width and height attributes keep the
 * aspect ratio so nothing shifts while it loads. `aspect` (height over width) is the frame's when it differs from
 * the image's (a square portrait): the image service crops raster images to it; vector images keep their own
 * proportions inside the frame and the frame's CSS crops them (`object-fit: cover`).
 */
export function imageSources(image: ImageModel, displayWidth: number, aspect = image.height / image.width): ImageSources {
  // A crop can be no wider than the original, nor taller: the widest frame that fits inside it (rounded, so that the
  // image's own aspect gives exactly its own width).
  const widest = Math.min(image.width, Math.round(image.height / aspect));
  const width = Math.round(Math.min(displayWidth, widest));
  const height = Math.round(width * aspect);
  if (image.vector) return { src: image.url, width, height };
  const candidates = [...imageBreakpoints.filter((w) => w < width * 2), width, width * 2]
    .filter((w) => w <= widest)
    .filter((w, index, all) => all.indexOf(w) === index)
    .sort((a, b) => a - b);
  return {
    src: imageUrl(image, width, aspect),
    srcSet: candidates.map((w) => `${imageUrl(image, w, aspect)} ${w}w`).join(', '),
    width,
    height,
  };
}
