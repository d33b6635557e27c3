import type { LocaleCode } from '../../i18n/locales';
import { getLocale } from '../../i18n/locales';
import { ContentError, type ContentClient, type RequestOptions } from '../client';
import { linkedItems, registerAnchor, resolveLink, type ResolvedLink } from '../links';
import { linkTypes } from '../model/type-groups';
import type { NavigationItem, NavigationTree } from '../navigation-tree';
import { firstAsset, isItemOfType, text } from '../read';
import type { WireItemOf } from '../wire';

function linkFields(target: ResolvedLink | undefined): Pick<NavigationItem, 'href' | 'external' | 'newWindow' | 'register'> {
  if (!target) return {};
  return {
    href: target.href,
    ...(target.external ? { external: true } : {}),
    ...(target.newWindow ? { newWindow: true } : {}),
    ...(target.anchor === registerAnchor ? { register: true } : {}),
  };
}

/**
 * The elements the tree reads (decision 119): the levels' (`items`, `title`, `link`, `icon`), the three kinds of
 * link's (`target`, `anchor`, `url`, `new_window`, `asset`) and a target page's path (`slug`). Kontent applies the
 * projection to the linked items too, so a target article comes without its body and related articles, which at
 * depth 5 would bring every article they lead to: 2.7 MB for a brand's 300 nodes, against a 4 MiB cap.
 */
const navigationElements = ['items', 'title', 'link', 'icon', 'target', 'anchor', 'url', 'new_window', 'asset', 'slug'] as const;

/**
 * product §7 header navigation query: the one header navigation item of the locale's language. The spec's depth 1
 * is not enough to resolve links three levels down (level → link → target page), so the whole tree is fetched
 * in one request with depth 5, projected to what the tree reads.
 */
export const headerNavigationQuery = (language: string) => ({
  'system.type': 'header_navigation',
  limit: 1,
  depth: 5,
  elements: navigationElements.join(','),
  language,
});

/** The three levels of the header navigation (product §3): a first level holds second levels, which hold third levels. */
type NavigationLevel = WireItemOf<'navigation_first_level' | 'navigation_second_level' | 'navigation_third_level'>;

/**
 * Trees already built from a Kontent answer, by locale (two locales share a language but not their paths). The
 * worker's content service hands out the same parsed answer while its memory holds it (worker/content/cache.ts), so a
 * brand's 300-node tree is built once per answer, not on every page (decision 128): that took a fifth of a page's CPU.
 * Trees are never changed after they are built; they go to the page as they are.
 */
const built = new WeakMap<object, Map<LocaleCode, NavigationTree>>();

export async function headerNavigation(content: ContentClient, locale: LocaleCode, options?: RequestOptions): Promise<NavigationTree> {
  const response = await content.items(headerNavigationQuery(getLocale(locale).language), options);
  let trees = built.get(response);
  if (!trees) {
    trees = new Map();
    built.set(response, trees);
  }
  const known = trees.get(locale);
  if (known) return known;
  const tree = navigationTree(response, locale);
  trees.set(locale, tree);
  return tree;
}

function navigationTree(response: Awaited<ReturnType<ContentClient['items']>>, locale: LocaleCode): NavigationTree {
  const root = response.items[0];
  // product §5: the site cannot be navigated without it; the layout logs this and renders without a menu.
  if (!root || !isItemOfType(root, 'header_navigation')) throw new ContentError('Header navigation not found.', 404);
  const modular = response.modular_content;
  const node = (item: NavigationLevel): NavigationItem => {
    const link = linkedItems(item, 'link', modular, ...linkTypes)[0];
    // Third-level items have no title of their own: the link's title names them.
    const ownTitle = isItemOfType(item, 'navigation_third_level') ? '' : text(item, 'title');
    const linkTitle = !ownTitle && link ? text(link, 'title') : '';
    // With neither title the item's name shows, and the node's own (empty) title is where an editor fixes it.
    const title = ownTitle || linkTitle || item.system.name;
    const icon = isItemOfType(item, 'navigation_second_level') ? firstAsset(item, 'icon') : undefined;
    return {
      key: item.system.codename,
      title,
      ...linkFields(resolveLink(link, modular, locale)),
      ...(icon ? { icon: { url: icon.url, description: icon.description } } : {}),
      children: childrenOf(item).map(node),
      smart: { itemId: item.system.id },
      ...(link && linkTitle ? { titleSmart: { itemId: link.system.id } } : {}),
    };
  };
  const childrenOf = (item: NavigationLevel): NavigationLevel[] => {
    if (isItemOfType(item, 'navigation_first_level')) return linkedItems(item, 'items', modular, 'navigation_second_level');
    if (isItemOfType(item, 'navigation_second_level')) return linkedItems(item, 'items', modular, 'navigation_third_level');
    return [];
  };
  return { smart: { itemId: root.system.id }, items: linkedItems(root, 'items', modular, 'navigation_first_level').map(node) };
}
