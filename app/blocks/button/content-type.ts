// The Kontent content types this block is mapped from (product §3), as data: the model takes them in through
// app/blocks/generated/content-types.ts (decision 132).
// Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { choice, linkedItems, text } from '../../content/model/elements.ts';
import { linkTypes } from '../../content/model/type-groups.ts';

export const contentTypes = {
  button: {
    id: '7c1e0b5a-0000-4000-8000-000000000510',
    name: 'Button',
    component: true,
    elements: {
      text: text('Text', { required: true }),
      link: linkedItems('Link', linkTypes, { required: true, maxCount: 1 }),
      style: choice('Style', 'single', [
        { codename: 'primary', name: 'Primary' },
        { codename: 'secondary', name: 'Secondary' },
      ] as const),
    },
  },
  text_button: {
    id: '7c1e0b5a-0000-4000-8000-000000000511',
    name: 'Text button',
    component: true,
    elements: {
      text: text('Text', { required: true }),
      link: linkedItems('Link', linkTypes, { required: true, maxCount: 1 }),
    },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
