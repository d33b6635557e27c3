import type { LocaleCode } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import type { ContentTypeCodename } from './model/content-types';
import type { AllowedTypeOf, ElementOfKind } from './model/inferred';
import { type linkTypes, pageTypes } from './model/type-groups';
import { contentBoolean, firstAsset, isItemOfType, text, urlSlug } from './read';
import { safeHref } from './safe-href';
import type { WireItem, WireItemOf, WireItemOfType } from './wire';

/** A link item: internal, external or asset link (product §3). */
export type LinkItem = WireItemOf<(typeof linkTypes)[number]>;

/** An item with a page of its own: a link target, or a generic page (product §2 "Article / generic page"). */
export type PageItem = WireItemOf<(typeof pageTypes)[number] | 'page'>;

/** The page types whose path is built from their url slug. */
const sluggedTypes = ['article', 'page', 'customer_process_page', 'biodiversity_page'] as const;

function slugOf(item: PageItem): string {
  return isItemOfType(item, sluggedTypes) ? urlSlug(item, 'slug') : '';
}

/** What a link target needs to be resolved: its type, codename and url slug (rich-text links carry just these). */
export interface LinkTarget {
  type: string;
  codename: string;
  slug: string;
}

/**
 * The path a page item is reached at in a locale (product §2 link targets by content type). `fromLink` marks a
 * customer process page reached through a link (its slug) rather than built from the item (/cpo).
 */
export function pagePath(item: PageItem, locale: LocaleCode, fromLink = true): string {
  return targetPath({ type: item.system.type, codename: item.system.codename, slug: slugOf(item) }, locale, fromLink);
}

/** product §2 link targets by content type, for a target known by type, codename and slug. */
export function targetPath(item: LinkTarget, locale: LocaleCode, fromLink = true): string {
  switch (item.type) {
    case 'article':
    // Generic pages share the article route (product §2 "Article / generic page"); the biodiversity page is one.
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

/** The anchor of the registration link: a navigation link to it shows the Administration button (product §2). */
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
export function resolveLink(link: LinkItem | undefined, modular: Record<string, WireItem>, locale: LocaleCode): ResolvedLink | undefined {
  const href = linkHref(link, modular, locale);
  if (!link || href === undefined) return undefined;
  // Assets open in a new tab; an external link when its content boolean says so (product §5).
  const newWindow = isItemOfType(link, 'asset_link') || (isItemOfType(link, 'external_link') && contentBoolean(link, 'new_window'));
  const anchor = isItemOfType(link, 'internal_link') ? text(link, 'anchor') : '';
  return { href, external: isItemOfType(link, ['external_link', 'asset_link']), newWindow, ...(anchor ? { anchor } : {}) };
}

/** Where a link item (internal, external or asset link) or a page item points, or undefined when it cannot be resolved. */
export function linkHref(link: LinkItem | PageItem | undefined, modular: Record<string, WireItem>, locale: LocaleCode): string | undefined {
  if (!link) return undefined;
  if (isItemOfType(link, 'external_link')) return safeHref(text(link, 'url'));
  if (isItemOfType(link, 'asset_link')) {
    const url = firstAsset(link, 'asset')?.url;
    return url ? safeHref(url) : undefined;
  }
  if (isItemOfType(link, 'internal_link')) {
    const target = linkedItems(link, 'target', modular, ...pageTypes)[0];
    if (!target) return undefined;
    const anchor = text(link, 'anchor');
    return pagePath(target, locale) + (anchor ? `#${anchor}` : '');
  }
  return pagePath(link, locale);
}

/**
 * The items a linked-items element refers to, looked up in the response's modular content, in order: those of the
 * given `types`, each of which the model must allow in that element. Items that are missing (not published in this
 * language, beyond the query's depth) or of another type are left out, so what is returned was checked to be what
 * its type says.
 */
export function linkedItems<C extends ContentTypeCodename, E extends ElementOfKind<C, 'modular_content'>, const T extends AllowedTypeOf<C, E>>(
  item: WireItemOfType<C>,
  element: E,
  modular: Record<string, WireItem>,
  ...types: [T, ...T[]]
): WireItemOf<T>[] {
  const codenames = item.elements[element]?.value;
  if (!Array.isArray(codenames)) return [];
  return codenames.flatMap((codename) => {
    const linked = typeof codename === 'string' ? modular[codename] : undefined;
    return linked && isItemOfType(linked, types) ? [linked] : [];
  });
}
