import type { LocaleCode } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { type Screen, type ScreenShownType, screenOfPageType } from '../screens/screens';
import type { ContentTypeCodename } from './model/content-types';
import type { AllowedTypeOf, ElementOfKind } from './model/inferred';
import { type linkTypes, pageTypes } from './model/type-groups';
import { contentBoolean, firstAsset, isItemOfType, text, urlSlug } from './read';
import { downloadHref } from './files';
import { safeHref } from './safe-href';
import type { WireItem, WireItemOf, WireItemOfType } from './wire';

/** A link item: internal, external or asset link (product §3). */
export type LinkItem = WireItemOf<(typeof linkTypes)[number]>;

/** An item with a page of its own: a link target, or a generic page (product §2 "Article / generic page"). */
export type PageItem = WireItemOf<(typeof pageTypes)[number] | 'page'>;

/** Every type with a page of its own: the link targets of product §2, and the generic page. */
export type RoutedType = (typeof pageTypes)[number] | 'page';

/** How a page type's path is made: from the item's url slug, from its type alone, or from its codename. */
type PathBy = 'slug' | 'type' | 'codename';

interface PageTarget {
  readonly by: PathBy;
  readonly path: (target: LinkTarget, locale: LocaleCode, fromLink: boolean) => string;
}

// Generic pages share the article route (product §2 "Article / generic page"); the biodiversity page is one.
const bySlug: PageTarget = {
  by: 'slug',
  path: (target, locale) => (target.slug ? localePath(locale, 'articles-slug', target.slug) : localePath(locale, 'index')),
};

/** The page types a screen of their own shows, each at its screen's path (app/screens/<name>/screen.ts `pageType`). */
const screenTargets = {} as Record<ScreenShownType, PageTarget>;
for (const [type, screen] of Object.entries(screenOfPageType) as [ScreenShownType, Screen][]) {
  screenTargets[type] = { by: 'type', path: (_target, locale) => localePath(locale, screen.name) };
}

/**
 * product §2 link targets by content type, one entry per routable type: the screens' page types, and the types
 * reached by slug or codename. A page type that neither a screen declares nor this table lists does not compile.
 * Search results (app/search/result-target.ts) read what a type's path is made from here too.
 */
export const pageTargets: { readonly [T in RoutedType]: PageTarget } = {
  ...screenTargets,
  article: bySlug,
  page: bySlug,
  biodiversity_page: bySlug,
  // Reached through a link, the customer process page is at its slug; built from the item, at /cpo.
  customer_process_page: { by: 'slug', path: (target, locale, fromLink) => localePath(locale, 'articles-slug', fromLink ? target.slug : 'cpo') },
  list: { by: 'type', path: (_target, locale) => localePath(locale, 'articles-slug', 'list') },
  experience: { by: 'codename', path: (target, locale) => localePath(locale, 'articles-slug', `list/experience-${target.codename}`) },
};

/** The routable type a content type's items are reached as; experience types (`experience_story`, …) share one. */
export function routedTypeOf(type: string): RoutedType | undefined {
  if (type.startsWith('experience')) return 'experience';
  return isRouted(type) ? type : undefined;
}

const isRouted = (type: string): type is RoutedType => Object.hasOwn(pageTargets, type);

/** The page types whose path is built from their url slug: the table's `by: 'slug'` entries (links.test.ts holds them equal). */
export const sluggedTypes = ['article', 'page', 'customer_process_page', 'biodiversity_page'] as const satisfies readonly RoutedType[];

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

/**
 * product §2 link targets by content type, for a target known by type, codename and slug. A type with no page of
 * its own (content can link anything) leads home.
 */
export function targetPath(item: LinkTarget, locale: LocaleCode, fromLink = true): string {
  const type = routedTypeOf(item.type);
  return type ? pageTargets[type].path(item, locale, fromLink) : localePath(locale, 'index');
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
    // A file: the site's own /files/ path, behind sign-in (decision 110).
    const url = firstAsset(link, 'asset')?.url;
    return url ? downloadHref(url) : undefined;
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
  return linkedCodenames(item, element).flatMap((codename) => {
    const linked = modular[codename];
    return linked && isItemOfType(linked, types) ? [linked] : [];
  });
}

/**
 * The codenames a linked-items element lists, in the editor's order, without their items: what a listing pages
 * through when it asks Kontent for one page of them at a time (app/content/queries/paging.ts).
 */
export function linkedCodenames<C extends ContentTypeCodename, E extends ElementOfKind<C, 'modular_content'>>(
  item: WireItemOfType<C>,
  element: E,
): string[] {
  const codenames = item.elements[element]?.value;
  return Array.isArray(codenames) ? codenames.filter((codename): codename is string => typeof codename === 'string') : [];
}
