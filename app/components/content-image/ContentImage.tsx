import type { ImageModel } from '../../content/images';
import { imageSources } from './image-sources';
import { elementAttributes, type DataAttributes } from '../../content/smart-link';

interface ContentImageProps {
  image: ImageModel;
  /** The widest the image is ever shown, in CSS pixels: the 1x width; 2x candidates go up to twice that. */
  displayWidth: number;
  /** The `sizes` attribute for the layout's breakpoints. */
  sizes: string;
  /**
   * The frame's height over its width when it is not the image's (a round portrait is 1): raster images are cropped
   * to it by the image service, vector images by the frame's `object-fit: cover`.
   */
  aspect?: number;
  /** The first large image of a page loads eagerly with high priority; everything else lazily (below the fold). */
  eager?: boolean;
  className?: string;
  attributes?: DataAttributes;
}

/**
 * A CMS image through Kontent's image service (webp, 1x/2x), with real width and height so nothing shifts. An image
 * of unknown size is fitted inside the frame its width and height reserve and keep (`content-image--fitted`).
 */
export function ContentImage({ image, displayWidth, sizes, aspect, eager = false, className, attributes }: ContentImageProps) {
  const { src, srcSet, width, height, fitted } = imageSources(image, displayWidth, aspect);
  const classes = fitted ? [className, 'content-image--fitted'].filter(Boolean).join(' ') : className;
  return (
    <img
      className={classes}
      src={src}
      {...(srcSet ? { srcSet, sizes } : {})}
      width={width}
      height={height}
      // Without it a loaded image takes its own proportions back (`aspect-ratio: auto` is the default), and moves
      // what follows it.
      {...(fitted ? { style: { aspectRatio: `${width} / ${height}` } } : {})}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      {...attributes}
    />
  );
}

/**
 * A page's lead image under its title (articles, experiences): the first large image, so eager, at most 800 px
 * wide in the reading column, and editable as the item's `image` element.
 */
export function LeadImage({ image, className }: { image: ImageModel; className: string }) {
  return (
    <ContentImage
      className={className}
      image={image}
      displayWidth={800}
      sizes="(min-width: 900px) 800px, 100vw"
      eager
      attributes={elementAttributes('image')}
    />
  );
}
