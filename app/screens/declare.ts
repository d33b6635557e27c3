import type { MessageDescriptor } from '@lingui/core';
import type { pageTypes } from '../content/model/type-groups';
import { localeCodes, type LocaleCode } from '../i18n/locales';

export type LayoutName = 'default' | 'login' | 'none';

/** A screen's path segment: one for every locale, or a total map over the locales (a new locale must be named). */
export type Segment = string | { readonly [Code in LocaleCode]: string };

/** The content types whose single item a screen of its own shows (the others are reached by slug or codename). */
export type ScreenPageType = (typeof pageTypes)[number];

/**
 * Everything that makes a screen, declared once in its folder (`app/screens/<name>/screen.ts`); the screen table
 * (./screens.ts) lists the declarations, and the route table, titles, link targets, search targets and the site's
 * fixed sections are derived from it.
 */
export interface ScreenDeclaration<Name extends string = string> {
  readonly name: Name;
  readonly segment: Segment;
  readonly layout: LayoutName;
  /** The document title when the content gives none, and the screen's name in the fixed sections. */
  readonly title: MessageDescriptor;
  /** The content type this screen shows: a link to an item of it leads here (app/content/links.ts). */
  readonly pageType?: ScreenPageType;
  /** Whether a search result may lead here. */
  readonly searchable: boolean;
  /**
   * Its place among the site's fixed sections: the footer's site map in this order, and the header's sections
   * (all but the home page, which the logo reaches) while the content-managed navigation is on its way.
   */
  readonly siteMap?: number;
  /**
   * Open to signed-out visitors (product §1): the login check lets them through, still reading the login info so a
   * signed-in visitor keeps page views (app/guards/login.ts; decisions 085, 114). Its page reads no protected content.
   */
  readonly openToSignedOut?: true;
  /** Article pages are tracked differently (product §2 guards 2 and 3). */
  readonly article?: true;
}

/** Declares a screen; its literal types are kept, so the table's names and page types form unions. */
export function declareScreen<const Declaration extends ScreenDeclaration>(declaration: Declaration): Declaration {
  return declaration;
}

/** The same segment in every locale, to spread and then override per locale. */
export function everyLocale(segment: string): { readonly [Code in LocaleCode]: string } {
  return Object.fromEntries(localeCodes.map((code) => [code, segment])) as { [Code in LocaleCode]: string };
}
