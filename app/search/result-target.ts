import { pageTargets, routedTypeOf, type LinkTarget } from '../content/links';

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

/** Kontent's url slugs: lowercase letters, digits and single hyphens, here also in nested segments. */
const plainSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const plainCodename = /^[a-z0-9_]+$/;
const longestSlug = 200;

export function searchTarget({ type, codename, path }: FoundItem): LinkTarget | undefined {
  const page = routedTypeOf(listedOn[type] ?? type);
  if (!page) return undefined;
  switch (pageTargets[page].by) {
    case 'slug': {
      const slug = path.replace(/^\//, '');
      return slug.length <= longestSlug && plainSlug.test(slug) ? { type, codename, slug } : undefined;
    }
    case 'type':
      // The home page is no search result: every result would lead to it.
      return page === 'home_page' ? undefined : { type: page, codename, slug: '' };
    case 'codename':
      // Experience items have a page under /list named after their codename.
      return plainCodename.test(codename) ? { type, codename, slug: '' } : undefined;
  }
}
