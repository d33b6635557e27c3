// The Kontent content type this block is mapped from (product §3), as data: the model takes it in through
// app/blocks/generated/content-types.ts (decision 132).
// Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { text } from '../../content/model/elements.ts';

export const contentTypes = {
  external_asset: {
    id: '7c1e0b5a-0000-4000-8000-000000000514',
    name: 'External asset',
    component: true,
    elements: {
      title: text('Title', { required: true }),
      url: text('URL', { required: true }),
      mime_type: text('MIME type'),
    },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
