import type { AssetValue } from './read';

// How an image is shown (its URLs at each width) is app/components/content-image/image-sources.ts: the page's
// first load needs that, and only loaders read assets (decision 125).

export interface ImageModel {
  url: string;
  alt: string;
  /** 0 with `height` when Kontent's metadata does not say (product §8: zero dimensions). */
  width: number;
  height: number;
  /** Vector images are served as they are: Kontent's image service does not transform SVG. */
  vector: boolean;
}

/**
 * An asset as an image view model, or undefined when there is none or it is not an image. An image whose dimensions Kontent's metadata
 * does not give is logged and gets zero dimensions (product §8); it is shown in a frame of a fixed shape, so nothing
 * moves when it arrives (`imageSources`, decision 123).
 */
export function imageOf(asset: AssetValue | undefined): ImageModel | undefined {
  // A file of another kind in an image's place (a PDF) is no image: nothing is shown.
  if (!asset || (asset.type && !asset.type.startsWith('image/'))) return undefined;
  const { width, height } = asset.width && asset.height ? { width: asset.width, height: asset.height } : { width: 0, height: 0 };
  if (!width) console.warn('Image metadata could not be read', asset.url);
  const vector = asset.type === 'image/svg+xml' || /\.svg$/i.test(new URL(asset.url, 'https://x.invalid').pathname);
  return { url: asset.url, alt: asset.description, width, height, vector };
}
