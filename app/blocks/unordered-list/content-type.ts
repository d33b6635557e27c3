// The Kontent content type this block is mapped from (product §3), as data: app/content/model/content-types.ts
// takes it into the model. Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { richText, text } from '../../content/model/elements.ts';

export const unorderedListContentTypes = {
  unordered_list: {
    id: '7c1e0b5a-0000-4000-8000-000000000513',
    name: 'Unordered list',
    elements: { title: text('Title'), items: richText('Items', [], { required: true }) },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
