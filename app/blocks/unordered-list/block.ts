import { text } from '../../content/read';
import { base, type BlockBase, declareBlock } from '../define';
import { type RichText, richText } from '../rich-text';

export interface UnorderedListModel extends BlockBase<'unordered_list'> {
  title: string;
  items: RichText | null;
}

export const unorderedList = declareBlock({
  kind: 'unordered_list',
  types: ['unordered_list'],
  map: (item, context, asComponent): UnorderedListModel => ({
    ...base('unordered_list', item, asComponent),
    title: text(item, 'title'),
    items: richText(item, 'items', context),
  }),
});
