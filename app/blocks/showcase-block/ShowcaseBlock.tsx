import type { ShowcaseBlockModel } from './block';
import { elementAttributes, insertableElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { Button, TextButton } from '../button/Button';
import { ContentImage } from '../../components/content-image/ContentImage';
import { RichText } from '../../components/rich-text/RichText';
import type { BlockViews } from '../view';

export function ShowcaseBlock({ block, eager = false }: { block: ShowcaseBlockModel; eager?: boolean }) {
  return (
    <section className={`showcase showcase--image-${block.imagePosition}`} {...smartLinkAttributes(block.smart)}>
      <div className="showcase__text">
        <h2 className="block-title" {...elementAttributes('title')}>
          {block.title}
        </h2>
        <RichText value={block.text} element="text" />
        {block.buttons.length > 0 && (
          <div className="showcase__buttons" {...insertableElementAttributes('buttons')}>
            {block.buttons.map((button) =>
              button.kind === 'button' ? <Button key={button.key} button={button} /> : <TextButton key={button.key} button={button} />,
            )}
          </div>
        )}
      </div>
      {block.image && (
        <ContentImage
          className="showcase__image"
          image={block.image}
          displayWidth={600}
          sizes="(min-width: 900px) 50vw, 100vw"
          eager={eager}
          attributes={elementAttributes('image')}
        />
      )}
    </section>
  );
}

/**
 * The folder's view (app/blocks/view.ts). A rarer block: most pages do not have one, so its script loads after the
 * page's, when a page shows one or beside a screen's data (decision 097).
 */
export const views: BlockViews<'showcase_block'> = { showcase_block: (block, { eager }) => <ShowcaseBlock block={block} eager={eager} /> };
export const rarer = true;
