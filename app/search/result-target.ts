import type { LinkTarget } from '../content/links';

/**
 * Where a search result leads, as a target of product §2's link table (app/content/links.ts `targetPath`), or
 * undefined when the site has no page for it: such results are dropped. The App API names the item's type and
 * gives a path without a locale prefix; the path is read for slugged pages only, and only when it is a plain
 * slug, so no address from the App API reaches a link.
 */
export interface FoundItem {
  type: string;
  codename: string;
  path: string;
}

/** Item types shown on a page of their own type's listing, not on a page of their own. */
const listedOn: Readonly<Record<string, string>> = {
  news_item: 'news_page',
  faq_item: 'faq_page',
  download: 'downloads_page',
  contact: 'contacts_page',
};

/** Page types whose path is their slug (links.ts `sluggedTypes`). */
const sluggedTypes = new Set(['article', 'page', 'biodiversity_page', 'customer_process_page']);

/** Pages the link table knows by type alone. */
const fixedPages = new Set(['news_page', 'faq_page', 'downloads_page', 'contacts_page', 'list']);

/** Kontent's url slugs: lowercase letters, digits and single hyphens, here also in nested segments. */
const plainSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const plainCodename = /^[a-z0-9_]+$/;
const longestSlug = 200;

export function searchTarget({ type, codename, path }: FoundItem): LinkTarget | undefined {
  if (sluggedTypes.has(type)) {
    const slug = path.replace(/^\//, '');
    return slug.length <= longestSlug && plainSlug.test(slug) ? { type, codename, slug } : undefined;
  }
  const page = listedOn[type] ?? (fixedPages.has(type) ? type : undefined);
  if (page) return { type: page, codename, slug: '' };
  // Experience items have a page under /list named after their codename.
  if (type.startsWith('experience') && plainCodename.test(codename)) return { type, codename, slug: '' };
  return undefined;
}
