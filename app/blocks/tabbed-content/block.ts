import { linkedItems } from '../../content/links';
import { text } from '../../content/read';
import type { SmartLink } from '../../content/smart-link';
import { base, type BlockBase, declareBlock } from '../define';
import { type RichText, richText } from '../rich-text';

export interface TabbedContentModel extends BlockBase<'tabbed_content'> {
  title: string;
  tabs: { key: string; smart: SmartLink; title: string; content: RichText | null }[];
}

export const tabbedContent = declareBlock({
  kind: 'tabbed_content',
  types: ['tabbed_content'],
  map: (item, context, asComponent): TabbedContentModel => ({
    ...base('tabbed_content', item, asComponent),
    title: text(item, 'title'),
    tabs: linkedItems(item, 'tabs', context.modular, 'tabbed_content_item').map((tab) => ({
      key: tab.system.codename,
      smart: { itemId: tab.system.id },
      title: text(tab, 'title'),
      content: richText(tab, 'content', context),
    })),
  }),
});
