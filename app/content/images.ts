import type { AssetValue } from './read';

// How an image is shown (its URLs at each width) is app/components/content-image/image-sources.ts: the page's
// first load needs that, and only loaders read assets (decision 125).

export interface ImageModel {
  url: string;
  alt: string;
  width: number;
  height: number;
  /** Vector images are served as they are: Kontent's image service does not transform SVG. */
  vector: boolean;
}

/**
 * An asset as an image view model, or undefined when there is none or it is not an image with known dimensions. The
 * latter is logged (product §8: image metadata that cannot be read): shown at zero dimensions it would be invisible
 * anyway, so it is left out (decision 108).
 */
export function imageOf(asset: AssetValue | undefined): ImageModel | undefined {
  if (!asset) return undefined;
  if (!asset.width || !asset.height) {
    console.warn('Image metadata could not be read', asset.url);
    return undefined;
  }
  const vector = asset.type === 'image/svg+xml' || /\.svg$/i.test(new URL(asset.url, 'https://x.invalid').pathname);
  return { url: asset.url, alt: asset.description, width: asset.width, height: asset.height, vector };
}
