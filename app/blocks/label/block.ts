import type { ImageModel } from '../../content/images';
import { text } from '../../content/read';
import type { WireItemOf } from '../../content/wire';
import { base, type BlockBase, declareBlock, image } from '../define';

export interface LabelModel extends BlockBase<'label'> {
  text: string;
  icon?: ImageModel;
}

export function mapLabel(item: WireItemOf<'label'>, asComponent: boolean): LabelModel {
  return { ...base('label', item, asComponent), text: text(item, 'text'), icon: image(item, 'icon') };
}

export const label = declareBlock({ kind: 'label', types: ['label'], map: (item, _context, asComponent) => mapLabel(item, asComponent) });
