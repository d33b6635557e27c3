import type { IconListModel } from './block';
import { elementAttributes, insertableElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { Label } from '../label/Label';
import type { BlockViews } from '../view';

export function IconList({ list }: { list: IconListModel }) {
  return (
    <section className="icon-list" {...smartLinkAttributes(list.smart)}>
      {list.title && (
        <h2 className="block-title" {...elementAttributes('title')}>
          {list.title}
        </h2>
      )}
      <ul
        className="icon-list__items"
        {...insertableElementAttributes('items')}
        style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', listStyle: 'none', margin: 0, padding: 0 }}
      >
        {list.items.map((label) => (
          <li key={label.key}>
            <Label label={label} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The folder's view (app/blocks/view.ts). A rarer block: most pages do not have one, so its script loads after the
 * page's, when a page shows one or beside a screen's data (decision 097).
 */
export const views: BlockViews<'icon_list'> = { icon_list: (block) => <IconList list={block} /> };
export const rarer = true;
