import { getLocale, type LocaleCode } from '../../i18n/locales';
import type { ContentClient, RequestOptions } from '../client';
import { linkedItems, resolveLink } from '../links';
import { linkTypes } from '../model/type-groups';
import { isItemOfType, text } from '../read';
import type { SmartLink } from '../smart-link';

/** A footer link (product §3 footer link): its title and the resolved target of its internal, external or asset link. */
export interface FooterLink {
  key: string;
  title: string;
  href: string;
  external: boolean;
  newWindow: boolean;
  /** The footer link item, for click-to-edit; the site's fixed links have none. */
  smart?: SmartLink;
  /** The link item whose `title` shows when the footer link has no title of its own. */
  titleSmart?: SmartLink;
}

export interface FooterContent {
  links: FooterLink[];
  copyright: string;
  /** The footer item; absent for the site's fixed footer. */
  smart?: SmartLink;
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
    const ownTitle = text(item, 'title');
    const linkTitle = !ownTitle && link ? text(link, 'title') : '';
    return [
      {
        key: item.system.codename,
        title: ownTitle || linkTitle || item.system.name,
        href: target.href,
        external: target.external,
        newWindow: target.newWindow,
        smart: { itemId: item.system.id },
        ...(link && linkTitle ? { titleSmart: { itemId: link.system.id } } : {}),
      },
    ];
  });
  return { links, copyright: text(root, 'copyright'), smart: { itemId: root.system.id } };
}
