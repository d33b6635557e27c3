import type { UnorderedListModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { RichText } from '../../components/rich-text/RichText';
import type { BlockViews } from '../view';

export function UnorderedList({ list }: { list: UnorderedListModel }) {
  return (
    <section className="unordered-list" {...smartLinkAttributes(list.smart)}>
      {list.title && (
        <h2 className="block-title" {...elementAttributes('title')}>
          {list.title}
        </h2>
      )}
      <RichText value={list.items} element="items" />
    </section>
  );
}

/**
 * The folder's view (app/blocks/view.ts). A rarer block: most pages do not have one, so its script loads after the
 * page's, when a page shows one or beside a screen's data (decision 097).
 */
export const views: BlockViews<'unordered_list'> = { unordered_list: (block) => <UnorderedList list={block} /> };
export const rarer = true;
