// The Kontent content type this block is mapped from (product §3), as data: the model takes it in through
// app/blocks/generated/content-types.ts (decision 132).
// Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { asset, choice, linkedItems, richText, text } from '../../content/model/elements.ts';

export const contentTypes = {
  showcase_block: {
    id: '7c1e0b5a-0000-4000-8000-000000000501',
    name: 'Showcase block',
    component: true,
    elements: {
      title: text('Title', { required: true }),
      text: richText('Text', []),
      image: asset('Image', { maxCount: 1 }),
      image_position: choice('Image position', 'single', [
        { codename: 'left', name: 'Left' },
        { codename: 'right', name: 'Right' },
      ] as const),
      buttons: linkedItems('Buttons', ['button', 'text_button']),
    },
  },
} as const satisfies Readonly<Record<string, ContentTypeDef>>;
