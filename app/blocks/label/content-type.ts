// The Kontent content type this block is mapped from (product §3), as data: app/content/model/content-types.ts
// takes it into the model. Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { asset, text } from '../../content/model/elements.ts';

export const labelContentTypes = {
  label: {
    id: '7c1e0b5a-0000-4000-8000-000000000509',
    name: 'Label',
    elements: { text: text('Text', { required: true }), icon: asset('Icon', { maxCount: 1 }) },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
