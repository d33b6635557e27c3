// The Kontent content type this block is mapped from (product §3), as data: the model takes it in through
// app/blocks/generated/content-types.ts (decision 132).
// Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { richText, text } from '../../content/model/elements.ts';

export const contentTypes = {
  two_step_flow: {
    id: '7c1e0b5a-0000-4000-8000-000000000506',
    name: 'Two-step flow',
    component: true,
    elements: {
      title: text('Title'),
      first_step_title: text('First step title', { required: true }),
      first_step: richText('First step', []),
      second_step_title: text('Second step title', { required: true }),
      second_step: richText('Second step', []),
    },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
