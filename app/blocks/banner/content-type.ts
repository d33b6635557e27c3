// The Kontent content type this block is mapped from (product §3), as data: the model takes it in through
// app/blocks/generated/content-types.ts (decision 132).
// Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { asset, custom, dateTime, linkedItems, number, text } from '../../content/model/elements.ts';
import { linkTypes } from '../../content/model/type-groups.ts';

export const contentTypes = {
  banner: {
    id: '7c1e0b5a-0000-4000-8000-000000000508',
    name: 'Banner',
    component: true,
    elements: {
      title: text('Title', { required: true }),
      text: text('Text'),
      image: asset('Image', { maxCount: 1 }),
      link: linkedItems('Link', linkTypes, { maxCount: 1 }),
      priority: number('Priority'),
      valid_until: dateTime('Valid until'),
      theme: custom('Theme'),
    },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
