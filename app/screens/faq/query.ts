import type { LocaleCode } from '../../i18n/locales';
import { richText, type RichText } from '../../blocks/registry';
import type { ContentClient, RequestOptions } from '../../content/client';
import { linkedItems } from '../../content/links';
import { text } from '../../content/read';
import type { SmartLink } from '../../content/smart-link';
import { loadPageItem, metaOf, type PageMeta } from '../../content/queries/page-item';

export interface FaqQuestion {
  /** Stable across languages: the hash that deep-links to the answer. */
  anchor: string;
  smart: SmartLink;
  question: string;
  answer: RichText | null;
}

export interface FaqCategory {
  key: string;
  smart: SmartLink;
  title: string;
  questions: FaqQuestion[];
}

export interface FaqPage {
  smart: SmartLink;
  title: string;
  intro: string;
  categories: FaqCategory[];
  meta: PageMeta;
}

/** The hash of a question: its codename with dashes, e.g. faq_sign_in → #faq-sign-in. */
export const faqAnchor = (codename: string) => codename.replaceAll('_', '-');

/** product §2 FAQ: categories of questions with their answers. */
export async function loadFaq(content: ContentClient, locale: LocaleCode, options?: RequestOptions): Promise<FaqPage> {
  const { item, context } = await loadPageItem(content, locale, 'faq_page', { depth: 3 }, options);
  return {
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    intro: text(item, 'intro'),
    categories: linkedItems(item, 'categories', context.modular, 'faq_category').map((category) => ({
      key: category.system.codename,
      smart: { itemId: category.system.id },
      title: text(category, 'title'),
      questions: linkedItems(category, 'items', context.modular, 'faq_item').map((question) => ({
        anchor: faqAnchor(question.system.codename),
        smart: { itemId: question.system.id },
        question: text(question, 'question'),
        answer: richText(question, 'answer', context),
      })),
    })),
    meta: metaOf(item, text(item, 'intro')),
  };
}
