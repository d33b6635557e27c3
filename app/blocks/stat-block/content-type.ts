// The Kontent content type this block is mapped from (product §3), as data: the model takes it in through
// app/blocks/generated/content-types.ts (decision 132).
// Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { number, text } from '../../content/model/elements.ts';

export const contentTypes = {
  stat_block: {
    id: '7c1e0b5a-0000-4000-8000-000000000507',
    name: 'Stat block',
    component: true,
    elements: {
      value: number('Value', { required: true }),
      unit: text('Unit'),
      label: text('Label', { required: true }),
    },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
