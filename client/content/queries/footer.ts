import { getLocale, type LocaleCode } from '../../i18n/locales';
import type { ContentClient, RequestOptions } from '../client';
import { linkedItems, resolveLink } from '../links';

/** A footer link (SPEC §3 footer link): its title and the resolved target of its internal, external or asset link. */
export interface FooterLink {
  key: string;
  title: string;
  href: string;
  external: boolean;
  newWindow: boolean;
}

export interface FooterContent {
  links: FooterLink[];
  copyright: string;
}

/** The one footer item of the locale's language; depth 3 reaches footer link → link → target page. */
export const footerQuery = (language: string) => ({ 'system.type': 'footer', limit: 1, depth: 3, language });

/** The footer of a locale, or null when the content has none. Links that resolve nowhere are left out. */
export async function footerContent(content: ContentClient, locale: LocaleCode, options?: RequestOptions): Promise<FooterContent | null> {
  const response = await content.items(footerQuery(getLocale(locale).language), options);
  const root = response.items[0];
  if (!root) return null;
  const modular = response.modular_content;
  const links = linkedItems(root, 'links', modular).flatMap((item): FooterLink[] => {
    const link = linkedItems(item, 'link', modular)[0];
    const target = resolveLink(link, modular, locale);
    if (!target) return [];
    const own = item.elements.title?.value;
    const fallback = link?.elements.title?.value;
    const title = typeof own === 'string' && own ? own : typeof fallback === 'string' ? fallback : item.system.name;
    return [{ key: item.system.codename, title, href: target.href, external: target.external, newWindow: target.newWindow }];
  });
  const copyright = root.elements.copyright?.value;
  return { links, copyright: typeof copyright === 'string' ? copyright : '' };
}
