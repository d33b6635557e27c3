import type { IconListModel } from './block';
import { elementAttributes, insertableElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { Label } from '../label/Label';

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
