import type { LocaleCode } from '../../i18n/locales';
import { getLocale } from '../../i18n/locales';
import { imageOf, type ImageModel } from '../../content/images';
import type { ContentClient, RequestOptions } from '../../content/client';
import type { ElementCodenameOf } from '../../content/model/inferred';
import { codenames, contentBoolean, dateTime, firstAsset, isItemOfType, text } from '../../content/read';
import type { SmartLink } from '../../content/smart-link';
import { loadPageItem, metaOf, type PageMeta } from '../../content/queries/page-item';
import { pageCountOf, pageWindow } from '../../content/queries/paging';

export const newsPageSize = 5;

/** The elements a news list shows: the query asks for these only (Kontent's `elements` parameter). */
const newsElements = ['title', 'date', 'perex', 'image', 'highlighted', 'audience'] as const satisfies readonly ElementCodenameOf<'news_item'>[];

export interface NewsEntry {
  key: string;
  smart: SmartLink;
  title: string;
  /** ISO instant. */
  date: string;
  perex: string;
  image?: ImageModel;
  highlighted: boolean;
  audience: string[];
}

export interface NewsPage {
  smart: SmartLink;
  title: string;
  intro: string;
  entries: NewsEntry[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
  meta: PageMeta;
}

/** product §2 news: the news page item and one page of news items, newest first. */
export async function loadNews(content: ContentClient, locale: LocaleCode, page: number, options?: RequestOptions): Promise<NewsPage> {
  const [{ item }, list] = await Promise.all([
    loadPageItem(content, locale, 'news_page', { depth: 0 }, options),
    content.items(
      {
        'system.type': 'news_item',
        order: 'elements.date[desc]' satisfies `elements.${ElementCodenameOf<'news_item'>}[desc]`,
        ...pageWindow(page, newsPageSize),
        includeTotalCount: true,
        depth: 0,
        elements: newsElements.join(','),
        language: getLocale(locale).language,
      },
      options,
    ),
  ]);
  const total = list.pagination.total_count ?? list.items.length;
  return {
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    intro: text(item, 'intro'),
    // Items of another type than asked for are left out: upstream JSON is untrusted.
    entries: list.items
      .filter((entry) => isItemOfType(entry, 'news_item'))
      .map((entry) => ({
        key: entry.system.codename,
        smart: { itemId: entry.system.id },
        title: text(entry, 'title'),
        date: dateTime(entry, 'date'),
        perex: text(entry, 'perex'),
        image: imageOf(firstAsset(entry, 'image')),
        highlighted: contentBoolean(entry, 'highlighted'),
        audience: codenames(entry, 'audience'),
      })),
    page,
    pageCount: pageCountOf(total, newsPageSize),
    total,
    meta: metaOf(item, text(item, 'intro')),
  };
}
