import type { UnorderedListModel } from './block';
import { elementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { RichText } from '../../components/rich-text/RichText';

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
