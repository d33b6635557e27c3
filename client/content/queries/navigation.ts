import type { LocaleCode } from '../../i18n/locales';
import { getLocale } from '../../i18n/locales';
import { ContentError, type ContentClient, type RequestOptions } from '../client';
import { linkedItems, registerAnchor, resolveLink, type ResolvedLink } from '../links';
import type { NavigationItem } from '../navigation-tree';
import type { WireItem } from '../wire';

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
 * SPEC §7 header navigation query: the one header navigation item of the locale's language. The spec's depth 1
 * is not enough to resolve links three levels down (level → link → target page), so the whole tree is fetched
 * in one request with depth 5.
 */
export const headerNavigationQuery = (language: string) => ({
  'system.type': 'header_navigation',
  limit: 1,
  depth: 5,
  language,
});

export async function headerNavigation(
  content: ContentClient,
  locale: LocaleCode,
  options?: RequestOptions,
): Promise<NavigationItem[]> {
  const response = await content.items(headerNavigationQuery(getLocale(locale).language), options);
  const root = response.items[0];
  // SPEC §5: the site cannot be navigated without it; the layout logs this and renders without a menu.
  if (!root) throw new ContentError('Header navigation not found.', 404);
  const modular = response.modular_content;
  const node = (item: WireItem, childElement?: string): NavigationItem => {
    const link = linkedItems(item, 'link', modular)[0];
    const ownTitle = item.elements.title?.value;
    const linkTitle = link?.elements.title?.value;
    const title = typeof ownTitle === 'string' && ownTitle ? ownTitle : typeof linkTitle === 'string' ? linkTitle : item.system.name;
    const icon = (item.elements.icon?.value as Array<{ url?: string; description?: string | null }> | undefined)?.[0];
    return {
      key: item.system.codename,
      title,
      ...linkFields(resolveLink(link, modular, locale)),
      ...(icon?.url ? { icon: { url: icon.url, description: icon.description ?? '' } } : {}),
      children: childElement ? linkedItems(item, childElement, modular).map((child) => node(child, childElementOf(child))) : [],
    };
  };
  return linkedItems(root, 'items', modular).map((first) => node(first, 'items'));
}

function childElementOf(item: WireItem): string | undefined {
  return item.system.type === 'navigation_third_level' ? undefined : 'items';
}
