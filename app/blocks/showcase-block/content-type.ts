// The Kontent content type this block is mapped from (product §3), as data: app/content/model/content-types.ts
// takes it into the model. Plain data, imports with extensions: the model check runs it in Node (decision 070).
import type { ContentTypeDef } from '../../content/model/content-types.ts';
import { asset, choice, linkedItems, richText, text } from '../../content/model/elements.ts';

export const showcaseBlockContentTypes = {
  showcase_block: {
    id: '7c1e0b5a-0000-4000-8000-000000000501',
    name: 'Showcase block',
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
