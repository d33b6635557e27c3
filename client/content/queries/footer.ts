import { getLocale, type LocaleCode } from '../../i18n/locales';
import type { ContentClient, RequestOptions } from '../client';
import { linkedItems, resolveLink } from '../links';
import { linkTypes } from '../model/type-groups';
import { isItemOfType, text } from '../read';

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
  if (!root || !isItemOfType(root, 'footer')) return null;
  const modular = response.modular_content;
  const links = linkedItems(root, 'links', modular, 'footer_link').flatMap((item): FooterLink[] => {
    const link = linkedItems(item, 'link', modular, ...linkTypes)[0];
    const target = resolveLink(link, modular, locale);
    if (!target) return [];
    const title = text(item, 'title') || (link ? text(link, 'title') : '') || item.system.name;
    return [{ key: item.system.codename, title, href: target.href, external: target.external, newWindow: target.newWindow }];
  });
  return { links, copyright: text(root, 'copyright') };
}
