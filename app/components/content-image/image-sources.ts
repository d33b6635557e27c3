import type { ImageModel } from '../../content/images';
import { workerMemo } from '../../memo/worker-memo';

/** product §9 breakpoints (xs … xxl, plus 2xl 1536 for images): the widths an image is offered at. */
export const imageBreakpoints = [460, 600, 900, 1200, 1440, 1536, 1920] as const;

/** Whether the image's own dimensions are known (product §8: zero when its metadata could not be read). */
export const hasSize = (image: ImageModel): boolean => image.width > 0 && image.height > 0;

/**
 * The frame (height over width) an image of unknown size is shown in, unless its place has one: 3:2, the shape of
 * most photographs. The image is fitted inside, never cropped or stretched (`object-fit: contain`).
 */
export const unknownSizeAspect = 2 / 3;

/**
 * The Kontent image service URL of `image` at `width` pixels, same aspect ratio, as webp (product §7, §9). An image
 * of unknown size is asked at the width only (`fit=clip`): the service keeps its own proportions.
 */
export function imageUrl(image: ImageModel, width: number, aspect = image.height / image.width): string {
  if (image.vector) return image.url;
  // Asset URLs may be absolute (Kontent's CDN) or same-origin paths (the local emulator): append, never reparse.
  const [path = '', query = ''] = image.url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('w', String(Math.round(width)));
  if (hasSize(image)) params.set('h', String(Math.round(width * aspect)));
  params.set('fm', 'webp');
  params.set('fit', hasSize(image) ? 'crop' : 'clip');
  return `${path}?${params}`;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  /** The image's size is unknown: it is fitted inside the frame that `width` and `height` reserve. */
  fitted?: true;
}

/**
 * `src` and `srcSet` for an image shown at most `displayWidth` CSS pixels wide: the breakpoint widths up to twice
 * that (densities 1x and 2x), never upscaled beyond the original. The width and height attributes keep the
 * aspect ratio so nothing shifts while it loads. `aspect` (height over width) is the frame's when it differs from
 * the image's (a square portrait): the image service crops raster images to it; vector images keep their own
 * proportions inside the frame and the frame's CSS crops them (`object-fit: cover`).
 */
export function imageSources(image: ImageModel, displayWidth: number, aspect?: number): ImageSources {
  const key = `${image.vector ? 'v' : 'r'} ${image.width} ${image.height} ${displayWidth} ${aspect ?? ''} ${image.url}`;
  return keptSources(key, () => sourcesOf(image, displayWidth, aspect));
}

/**
 * In the worker, sources by everything they are made of, the last 512 kept (a page's images, its cards and its
 * navigation's are the same on every view): building them is eight URLSearchParams and their strings, about 16 µs
 * an image in Node and more in workerd, a share of the worker's CPU that grew with the content (decision 140).
 */
const keptSources = workerMemo<ImageSources>(512, 2048);

function sourcesOf(image: ImageModel, displayWidth: number, aspect: number | undefined): ImageSources {
  if (!hasSize(image)) return fittedSources(image, displayWidth, aspect ?? unknownSizeAspect);
  return sizedSources(image, displayWidth, aspect ?? image.height / image.width);
}

function sizedSources(image: ImageModel, displayWidth: number, aspect: number): ImageSources {
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

/**
 * An image of unknown size (decision 123): a frame of the display width and the given shape, so the page keeps its
 * layout while it loads; candidates at the breakpoints up to twice that width (the service does not enlarge).
 */
function fittedSources(image: ImageModel, displayWidth: number, aspect: number): ImageSources {
  const width = Math.round(displayWidth);
  const height = Math.round(width * aspect);
  if (image.vector) return { src: image.url, width, height, fitted: true };
  const candidates = [...new Set([...imageBreakpoints.filter((w) => w < width * 2), width, width * 2])].sort((a, b) => a - b);
  return {
    src: imageUrl(image, width),
    srcSet: candidates.map((w) => `${imageUrl(image, w)} ${w}w`).join(', '),
    width,
    height,
    fitted: true,
  };
}
