import { numberValue, text } from '../../content/read';
import { base, type BlockBase, declareBlock } from '../define';

export interface StatBlockModel extends BlockBase<'stat_block'> {
  value: number;
  unit: string;
  label: string;
}

export const statBlock = declareBlock({
  kind: 'stat_block',
  types: ['stat_block'],
  map: (item, _context, asComponent): StatBlockModel | null => {
    const value = numberValue(item, 'value');
    if (value === null) return null;
    return { ...base('stat_block', item, asComponent), value, unit: text(item, 'unit'), label: text(item, 'label') };
  },
});
