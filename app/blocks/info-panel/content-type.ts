// The Kontent content type this block is mapped from (product §3), as data: the model takes it in through
// app/blocks/generated/content-types.ts (decision 132).
// Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { choice, richText, text } from '../../content/model/elements.ts';
import { linkTypes } from '../../content/model/type-groups.ts';

export const contentTypes = {
  info_panel: {
    id: '7c1e0b5a-0000-4000-8000-000000000502',
    name: 'Info panel',
    component: true,
    elements: {
      title: text('Title'),
      text: richText('Text', [...linkTypes, 'stat_block'], { required: true }),
      variant: choice('Variant', 'single', [
        { codename: 'info', name: 'Info' },
        { codename: 'warning', name: 'Warning' },
        { codename: 'success', name: 'Success' },
      ] as const),
    },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
