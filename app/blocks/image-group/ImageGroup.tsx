import type { ImageGroupModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { ContentImage } from '../../components/content-image/ContentImage';
import type { BlockViews } from '../view';

export function ImageGroup({ group }: { group: ImageGroupModel }) {
  if (group.images.length === 0) return null;
  return (
    <section className="image-group" {...smartLinkAttributes(group.smart)}>
      {group.title && (
        <h2 className="block-title" {...elementAttributes('title')}>
          {group.title}
        </h2>
      )}
      <div className="image-group__grid" {...elementAttributes('images')}>
        {group.images.map((image) => (
          <ContentImage key={image.url} image={image} displayWidth={400} sizes="(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw" />
        ))}
      </div>
    </section>
  );
}

/**
 * The folder's view (app/blocks/view.ts). A rarer block: most pages do not have one, so its script loads after the
 * page's, when a page shows one or beside a screen's data (decision 097).
 */
export const views: BlockViews<'image_group'> = { image_group: (block) => <ImageGroup group={block} /> };
export const rarer = true;
