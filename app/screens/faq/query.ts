import type { LocaleCode } from '../../i18n/locales';
import { richText, type RichText } from '../../blocks/registry';
import type { ContentClient, RequestOptions } from '../../content/client';
import { linkedCodenames, linkedItems } from '../../content/links';
import type { ElementCodenameOf } from '../../content/model/inferred';
import { text } from '../../content/read';
import type { SmartLink } from '../../content/smart-link';
import { loadPageItem, metaOf, type PageMeta } from '../../content/queries/page-item';
import { loadListedItems, maxListedPerQuery } from '../../content/queries/paging';
import { faqPages, type FaqPart } from './faq-pages';

export interface FaqQuestion {
  /** Stable across languages: the hash that deep-links to the answer. */
  anchor: string;
  smart: SmartLink;
  question: string;
  answer: RichText | null;
}

export interface FaqCategory {
  key: string;
  /** The category's hash (#faq-category-portal), where the contents link to. */
  anchor: string;
  smart: SmartLink;
  title: string;
  questions: FaqQuestion[];
}

/** A line of the contents of a FAQ of several pages: a category, the page it starts on and its questions' count. */
export interface FaqContentsEntry {
  key: string;
  anchor: string;
  title: string;
  page: number;
  count: number;
}

export interface FaqPage {
  smart: SmartLink;
  title: string;
  intro: string;
  /** This page's categories, with their questions on this page (a long category goes on over the next pages). */
  categories: FaqCategory[];
  /** Every category with the page it starts on; empty when the FAQ fits one page (decision 126). */
  contents: FaqContentsEntry[];
  /** 1-based; a page past the last shows no categories (as news). */
  page: number;
  pageCount: number;
  meta: PageMeta;
}

/** Questions per page (decision 126): a brand's 500 with their answers would be 700 KB of HTML on one page. */
export const faqPageSize = maxListedPerQuery;

/** What the page item's query reads of the page and its categories: never the questions, which are paged. */
const faqIndexElements = ['title', 'intro', 'categories', 'seo_title', 'seo_description', 'items'] as const satisfies readonly (
  | ElementCodenameOf<'faq_page'>
  | ElementCodenameOf<'faq_category'>
)[];

/** The hash of a question or category: its codename with dashes, e.g. faq_sign_in → #faq-sign-in. */
export const faqAnchor = (codename: string) => codename.replaceAll('_', '-');

/**
 * product §2 FAQ: categories of questions with their answers, a page at a time (decision 126). The page item and its
 * categories (titles and question codenames, no questions) in one query, then this page's questions by codename.
 */
export async function loadFaq(content: ContentClient, locale: LocaleCode, page: number, options?: RequestOptions): Promise<FaqPage> {
  const { item, context } = await loadPageItem(content, locale, 'faq_page', { depth: 1, elements: faqIndexElements.join(',') }, options);
  const categories = linkedItems(item, 'categories', context.modular, 'faq_category').map((category) => ({
    category,
    questions: linkedCodenames(category, 'items'),
  }));
  const pages = faqPages(
    categories.map(({ questions }) => questions.length),
    faqPageSize,
  );
  const parts: readonly FaqPart[] = pages[page - 1] ?? [];
  const shown = parts.map(({ category, from, to }) => ({ category, codenames: categories[category]?.questions.slice(from, to) ?? [] }));
  const { items, context: answers } = await loadListedItems(
    content,
    locale,
    'faq_item',
    shown.flatMap(({ codenames }) => codenames),
    { depth: 1 },
    options,
  );
  const byCodename = new Map(items.map((question) => [question.system.codename, question]));
  return {
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    intro: text(item, 'intro'),
    categories: shown.flatMap(({ category: index, codenames }) => {
      const category = categories[index]?.category;
      if (!category) return [];
      return [
        {
          key: category.system.codename,
          anchor: faqAnchor(category.system.codename),
          smart: { itemId: category.system.id },
          title: text(category, 'title'),
          questions: codenames.flatMap((codename) => {
            const question = byCodename.get(codename);
            if (!question) return [];
            return [
              {
                anchor: faqAnchor(codename),
                smart: { itemId: question.system.id },
                question: text(question, 'question'),
                answer: richText(question, 'answer', answers),
              },
            ];
          }),
        },
      ];
    }),
    contents:
      pages.length > 1
        ? categories.map(({ category, questions }, index) => ({
            key: category.system.codename,
            anchor: faqAnchor(category.system.codename),
            title: text(category, 'title'),
            page: 1 + pages.findIndex((parts) => parts.some((part) => part.category === index)),
            count: questions.length,
          }))
        : [],
    page,
    pageCount: pages.length,
    meta: metaOf(item, text(item, 'intro')),
  };
}
