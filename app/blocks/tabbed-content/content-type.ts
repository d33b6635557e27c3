// The Kontent content types this block is mapped from (product §3), as data: the model takes them in through
// app/blocks/generated/content-types.ts (decision 132).
// Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { linkedItems, richText, text } from '../../content/model/elements.ts';

export const contentTypes = {
  tabbed_content: {
    id: '7c1e0b5a-0000-4000-8000-000000000503',
    name: 'Tabbed content',
    component: true,
    elements: { title: text('Title'), tabs: linkedItems('Tabs', ['tabbed_content_item'], { required: true }) },
  },
  tabbed_content_item: {
    id: '7c1e0b5a-0000-4000-8000-000000000504',
    name: 'Tabbed content item',
    elements: { title: text('Title', { required: true }), content: richText('Content', [], { required: true }) },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
