import { chosen, text } from '../../content/read';
import { base, type BlockBase, declareBlock } from '../define';
import { type RichText, richText } from '../rich-text';

export interface InfoPanelModel extends BlockBase<'info_panel'> {
  title: string;
  text: RichText | null;
  variant: 'info' | 'warning' | 'success';
}

export const infoPanel = declareBlock({
  kind: 'info_panel',
  types: ['info_panel'],
  map: (item, context, asComponent): InfoPanelModel => ({
    ...base('info_panel', item, asComponent),
    title: text(item, 'title'),
    text: richText(item, 'text', context),
    variant: chosen(item, 'variant', ['info', 'warning', 'success']) ?? 'info',
  }),
});
