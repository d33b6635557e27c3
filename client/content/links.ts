import type { LocaleCode } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { safeHref } from './safe-href';
import type { WireItem } from './wire';

function slugOf(item: WireItem): string {
  const value = item.elements.slug?.value;
  return typeof value === 'string' ? value : '';
}

/** What a link target needs to be resolved: its type, codename and url slug (rich-text links carry just these). */
export interface LinkTarget {
  type: string;
  codename: string;
  slug: string;
}

/**
 * The path a page item is reached at in a locale (SPEC §2 link targets by content type). `fromLink` marks a
 * customer process page reached through a link (its slug) rather than built from the item (/cpo).
 */
export function pagePath(item: WireItem, locale: LocaleCode, fromLink = true): string {
  return targetPath({ type: item.system.type, codename: item.system.codename, slug: slugOf(item) }, locale, fromLink);
}

/** SPEC §2 link targets by content type, for a target known by type, codename and slug. */
export function targetPath(item: LinkTarget, locale: LocaleCode, fromLink = true): string {
  switch (item.type) {
    case 'article':
    // Generic pages share the article route (SPEC §2 "Article / generic page"); the biodiversity page is one.
    case 'page':
    case 'biodiversity_page':
      return item.slug ? localePath(locale, 'articles-slug', item.slug) : localePath(locale, 'index');
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
      return localePath(locale, 'articles-slug', fromLink ? item.slug : 'cpo');
    default:
      if (item.type.startsWith('experience')) {
        return localePath(locale, 'articles-slug', `list/experience-${item.codename}`);
      }
      return localePath(locale, 'index');
  }
}

/** The anchor of the registration link: a navigation link to it shows the Administration button (SPEC §2). */
export const registerAnchor = 'register';

/** A link item resolved for rendering: where it points and how it opens. */
export interface ResolvedLink {
  href: string;
  /** Leaves the site (external and asset links): rendered as a plain anchor, not a router link. */
  external: boolean;
  newWindow: boolean;
  /** The internal link's anchor, without '#'. */
  anchor?: string;
}

/** Where a link item points and how it opens, or undefined when it cannot be resolved. */
export function resolveLink(link: WireItem | undefined, modular: Record<string, WireItem>, locale: LocaleCode): ResolvedLink | undefined {
  const href = linkHref(link, modular, locale);
  if (!link || href === undefined) return undefined;
  const elements = link.elements;
  const external = link.system.type === 'external_link' || link.system.type === 'asset_link';
  const choice = elements.new_window?.value;
  // A content boolean is true when its first option is 'true' (SPEC §5); assets open in a new tab.
  const chosen = Array.isArray(choice) ? (choice[0] as { codename?: unknown } | string | undefined) : undefined;
  const newWindow =
    link.system.type === 'asset_link' || (typeof chosen === 'string' ? chosen === 'true' : chosen?.codename === 'true');
  const anchor = link.system.type === 'internal_link' && typeof elements.anchor?.value === 'string' ? elements.anchor.value : '';
  return { href, external, newWindow, ...(anchor ? { anchor } : {}) };
}

/** Where a link item (internal, external or asset link) points, or undefined when it cannot be resolved. */
export function linkHref(link: WireItem | undefined, modular: Record<string, WireItem>, locale: LocaleCode): string | undefined {
  if (!link) return undefined;
  const elements = link.elements;
  if (link.system.type === 'external_link') {
    return typeof elements.url?.value === 'string' ? safeHref(elements.url.value) : undefined;
  }
  if (link.system.type === 'asset_link') {
    const assets = elements.asset?.value;
    const first = Array.isArray(assets) ? (assets[0] as { url?: unknown } | undefined) : undefined;
    return typeof first?.url === 'string' ? safeHref(first.url) : undefined;
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
