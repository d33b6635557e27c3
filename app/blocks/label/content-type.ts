// The Kontent content type this block is mapped from (product §3), as data: the model takes it in through
// app/blocks/generated/content-types.ts (decision 132).
// Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { asset, text } from '../../content/model/elements.ts';

export const contentTypes = {
  label: {
    id: '7c1e0b5a-0000-4000-8000-000000000509',
    name: 'Label',
    component: true,
    elements: { text: text('Text', { required: true }), icon: asset('Icon', { maxCount: 1 }) },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
