// Site search over the published demo content of one language. Matching ignores case and diacritics; paths are
// the app's link targets without a locale prefix (SPEC §2), so the app prefixes its locale.
import { defaultLanguage, type LanguageCodename } from '../../client/content/model/index.ts';
import { type SerializeContext, serializeVariant, type ElementJson } from '../kontent/serialize.ts';

const searchableTypes = new Set(['article', 'news_item', 'faq_item', 'download', 'contact', 'customer_process_page', 'biodiversity_page']);

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const plain = (element: ElementJson | undefined): string => {
  if (!element || typeof element.value !== 'string') return '';
  return element.value
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
};

const pathFor = (type: string, slug: string): string => {
  switch (type) {
    case 'article':
    case 'customer_process_page':
    case 'biodiversity_page':
      return `/${slug}`;
    case 'news_item':
      return '/news';
    case 'faq_item':
      return '/faqs';
    case 'download':
      return '/downloads';
    case 'contact':
      return '/contacts';
    default:
      return '/';
  }
};

/** The words around a match, cut at spaces, with an ellipsis where the text goes on (as a search engine shows it). */
const snippetAround = (text: string, at: number, length: number): string => {
  const from = Math.max(0, at - 60);
  const to = Math.min(text.length, at + length + 100);
  const firstSpace = text.indexOf(' ', from);
  const lastSpace = text.lastIndexOf(' ', to);
  const start = from > 0 && firstSpace >= 0 && firstSpace < at ? firstSpace + 1 : from;
  const end = to < text.length && lastSpace > at + length ? lastSpace : to;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
};

export interface SearchResult {
  codename: string;
  type: string;
  language: string;
  title: string;
  snippet: string;
  path: string;
}

export const search = (query: string, language: LanguageCodename | undefined, context: SerializeContext, limit: number) => {
  const wanted = fold(query.trim());
  const results: SearchResult[] = [];
  for (const variant of context.store.list(language ?? defaultLanguage, 'published')) {
    if (!searchableTypes.has(variant.item.type)) continue;
    const { elements } = serializeVariant(variant, context).json;
    const title = plain(elements.title ?? elements.question ?? elements.name);
    const text = [title, ...Object.values(elements).map(plain)].join(' ');
    const at = fold(text).indexOf(wanted);
    if (at < 0) continue;
    const slugElement = elements.slug;
    results.push({
      codename: variant.item.codename,
      type: variant.item.type,
      language: variant.language,
      title,
      snippet: snippetAround(text, at, wanted.length),
      path: pathFor(variant.item.type, typeof slugElement?.value === 'string' ? slugElement.value : ''),
    });
  }
  return { query, language: language ?? defaultLanguage, total: results.length, results: results.slice(0, limit) };
};
