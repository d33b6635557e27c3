import { linkedItems } from '../../content/links';
import { text } from '../../content/read';
import { base, type BlockBase, declareBlock } from '../define';
import { type LabelModel, mapLabel } from '../label/block';

export interface IconListModel extends BlockBase<'icon_list'> {
  title: string;
  items: LabelModel[];
}

export const iconList = declareBlock({
  kind: 'icon_list',
  types: ['icon_list'],
  map: (item, context, asComponent): IconListModel => ({
    ...base('icon_list', item, asComponent),
    title: text(item, 'title'),
    items: linkedItems(item, 'items', context.modular, 'label').map((label) => mapLabel(label, false)),
  }),
});
