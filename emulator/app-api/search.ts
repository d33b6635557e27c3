// Site search over the published demo content of one language. Matching ignores case and diacritics; paths are
// the app's link targets without a locale prefix (product §2), so the app prefixes its locale.
import { defaultLanguage, type LanguageCodename } from '../../app/content/model/index.ts';
import { type SerializeContext, serializeVariant, type ElementJson } from '../kontent/serialize.ts';

const searchableTypes = new Set(['article', 'news_item', 'faq_item', 'download', 'contact', 'customer_process_page', 'biodiversity_page']);

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const namedEntities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** One character reference as the character it stands for; one that stands for none stays as written. */
const decodeEntity = (entity: string, name: string): string => {
  const code =
    name.startsWith('#x') || name.startsWith('#X') ? Number.parseInt(name.slice(2), 16) : name.startsWith('#') ? Number(name.slice(1)) : NaN;
  if (Number.isNaN(code)) return namedEntities[name.toLowerCase()] ?? entity;
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
};

/** An element's text as a reader sees it: rich text's tags dropped and character references decoded (a text
 * element's value is plain text, shown as written), white space collapsed. */
const plain = (element: ElementJson | undefined): string => {
  if (!element || typeof element.value !== 'string') return '';
  const text =
    element.type === 'rich_text' ? element.value.replace(/<[^>]+>/g, ' ').replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, decodeEntity) : element.value;
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
};

/** What a reader sees as words on the page: text and rich text, not slugs, dates, numbers, choices, custom JSON or the
 * SEO elements (`seo_title`, `seo_description`), which repeat the title and summary for search engines. */
const isReadable = (codename: string, element: ElementJson): boolean =>
  (element.type === 'text' || element.type === 'rich_text') && !codename.startsWith('seo_');

/** The texts in their order, less any that another of them (or the title) already says, as a perex a body opens with. */
const withoutRepeats = (texts: readonly string[], title: string): string[] =>
  texts.filter(
    (text, index) =>
      text && !title.includes(text) && !texts.some((other, at) => at !== index && other.includes(text) && (other !== text || at < index)),
  );

const titleElements = ['title', 'question', 'name'] as const;

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
  // Cut next to a separator between two elements' texts, the separator goes.
  const words = text.slice(start, end).trim().replace(/^· /, '').replace(/ ·$/, '');
  return `${start > 0 ? '… ' : ''}${words}${end < text.length ? ' …' : ''}`;
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
  // A search engine's order: items whose title matches first, then those that match in their text only.
  const inTitle: SearchResult[] = [];
  const inText: SearchResult[] = [];
  for (const variant of context.store.list(language ?? defaultLanguage, 'published')) {
    if (!searchableTypes.has(variant.item.type)) continue;
    const { elements } = serializeVariant(variant, context).json;
    const titleKey = titleElements.find((key) => key in elements);
    const title = plain(titleKey ? elements[titleKey] : undefined);
    // The snippet shows the item's own words below its title: never the title again, a slug or a raw date.
    const texts = Object.entries(elements)
      .filter(([key, element]) => key !== titleKey && isReadable(key, element))
      .map(([, element]) => plain(element));
    const text = withoutRepeats(texts, title).join(' · ');
    const titleMatches = fold(title).includes(wanted);
    const at = fold(text).indexOf(wanted);
    if (!titleMatches && at < 0) continue;
    const slugElement = elements.slug;
    (titleMatches ? inTitle : inText).push({
      codename: variant.item.codename,
      type: variant.item.type,
      language: variant.language,
      title,
      // A match in the title alone: the text's opening words, as a search engine shows a page's description.
      snippet: at >= 0 ? snippetAround(text, at, wanted.length) : snippetAround(text, 0, 0),
      path: pathFor(variant.item.type, typeof slugElement?.value === 'string' ? slugElement.value : ''),
    });
  }
  const results = [...inTitle, ...inText];
  return { query, language: language ?? defaultLanguage, total: results.length, results: results.slice(0, limit) };
};
