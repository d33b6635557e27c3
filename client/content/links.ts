import type { LocaleCode } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import type { WireItem } from './wire';

function slugOf(item: WireItem): string {
  const value = item.elements.slug?.value;
  return typeof value === 'string' ? value : '';
}

/**
 * The path a page item is reached at in a locale (SPEC §2 link targets by content type). `fromLink` marks a
 * customer process page reached through a link (its slug) rather than built from the item (/cpo).
 */
export function pagePath(item: WireItem, locale: LocaleCode, fromLink = true): string {
  switch (item.system.type) {
    case 'article':
      return localePath(locale, 'articles-slug', slugOf(item));
    case 'news_page':
      return localePath(locale, 'news');
    case 'faq_page':
      return localePath(locale, 'faq');
    case 'downloads_page':
      return localePath(locale, 'downloads');
    case 'contacts_page':
      return localePath(locale, 'contacts');
    case 'list':
      return localePath(locale, 'articles-slug', 'list');
    case 'customer_process_page':
      return localePath(locale, 'articles-slug', fromLink ? slugOf(item) : 'cpo');
    default:
      if (item.system.type.startsWith('experience')) {
        return localePath(locale, 'articles-slug', `list/experience-${item.system.codename}`);
      }
      return localePath(locale, 'index');
  }
}

/** Where a link item (internal, external or asset link) points, or undefined when it cannot be resolved. */
export function linkHref(link: WireItem | undefined, modular: Record<string, WireItem>, locale: LocaleCode): string | undefined {
  if (!link) return undefined;
  const elements = link.elements;
  if (link.system.type === 'external_link') {
    return typeof elements.url?.value === 'string' ? elements.url.value : undefined;
  }
  if (link.system.type === 'asset_link') {
    const assets = elements.asset?.value;
    const first = Array.isArray(assets) ? (assets[0] as { url?: unknown } | undefined) : undefined;
    return typeof first?.url === 'string' ? first.url : undefined;
  }
  if (link.system.type === 'internal_link') {
    const target = linkedItems(link, 'target', modular)[0];
    if (!target) return undefined;
    const anchor = typeof elements.anchor?.value === 'string' && elements.anchor.value ? `#${elements.anchor.value}` : '';
    return pagePath(target, locale) + anchor;
  }
  return pagePath(link, locale);
}

/** The items a linked-items element refers to, looked up in the response's modular content, in order. */
export function linkedItems(item: WireItem, element: string, modular: Record<string, WireItem>): WireItem[] {
  const codenames = item.elements[element]?.value;
  if (!Array.isArray(codenames)) return [];
  return codenames.flatMap((codename) => (typeof codename === 'string' && modular[codename] ? [modular[codename]] : []));
}
