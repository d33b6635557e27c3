import { pageTargets, routedTypeOf, type LinkTarget, type RoutedType } from '../content/links';
import { screenOfPageType } from '../screens/screens';

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

/** Whether search may lead to the screen that shows this type (types without a screen of their own: yes). */
function screenAllowsSearch(type: RoutedType): boolean {
  return Object.hasOwn(screenOfPageType, type) ? screenOfPageType[type as keyof typeof screenOfPageType].searchable : true;
}

export function searchTarget({ type, codename, path }: FoundItem): LinkTarget | undefined {
  const page = routedTypeOf(listedOn[type] ?? type);
  if (!page) return undefined;
  switch (pageTargets[page].by) {
    case 'slug': {
      const slug = path.replace(/^\//, '');
      return slug.length <= longestSlug && plainSlug.test(slug) ? { type, codename, slug } : undefined;
    }
    case 'type':
      // A screen's page type is a result where its screen lets search lead (not the home page: every result would).
      return screenAllowsSearch(page) ? { type: page, codename, slug: '' } : undefined;
    case 'codename':
      // Experience items have a page under /list named after their codename.
      return plainCodename.test(codename) ? { type, codename, slug: '' } : undefined;
  }
}
