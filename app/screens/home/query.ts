import type { LocaleCode } from '../../i18n/locales';
import { mapBlocks, richText, type Block, type RichText } from '../../blocks/registry';
import type { ContentClient, RequestOptions } from '../../content/client';
import { text } from '../../content/read';
import type { SmartLink } from '../../content/smart-link';
import { loadPageItem, metaOf, type PageMeta } from '../../content/queries/page-item';

export interface HomePage {
  smart: SmartLink;
  title: string;
  intro: RichText | null;
  blocks: Block[];
  meta: PageMeta;
}

/** product §2 home: the locale's home page item with its intro and content blocks. */
export async function loadHome(content: ContentClient, locale: LocaleCode, options?: RequestOptions): Promise<HomePage> {
  const { item, context } = await loadPageItem(content, locale, 'home_page', { depth: 4 }, options);
  return {
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    intro: richText(item, 'intro', context),
    blocks: mapBlocks(item, 'content', context),
    meta: metaOf(item),
  };
}
