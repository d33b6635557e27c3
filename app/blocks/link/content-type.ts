// The Kontent content types this block is mapped from (product §3), as data: the model takes them in through
// app/blocks/generated/content-types.ts (decision 132).
// Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { asset, booleanChoice, linkedItems, text } from '../../content/model/elements.ts';
import { pageTypes } from '../../content/model/type-groups.ts';

export const contentTypes = {
  internal_link: {
    id: '7c1e0b5a-0000-4000-8000-000000000105',
    name: 'Internal link',
    elements: {
      title: text('Title', { required: true }),
      target: linkedItems('Target', pageTypes, { required: true, maxCount: 1 }),
      anchor: text('Anchor'),
    },
  },
  external_link: {
    id: '7c1e0b5a-0000-4000-8000-000000000106',
    name: 'External link',
    elements: {
      title: text('Title', { required: true }),
      url: text('URL', { required: true }),
      new_window: booleanChoice('Open in new window'),
    },
  },
  asset_link: {
    id: '7c1e0b5a-0000-4000-8000-000000000107',
    name: 'Asset link',
    elements: { title: text('Title', { required: true }), asset: asset('Asset', { required: true, maxCount: 1 }) },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
