import type { ScreenDeclaration } from './declare';
import { declaredScreens } from './generated/screens';
import type { LocaleCode } from '../i18n/locales';

export type { LayoutName } from './declare';

type Declared = (typeof declaredScreens)[number];
const isCatchAll = (screen: Declared) => screen.segment === '$';

/**
 * Every screen of product §2, as its folder declares it (app/screens/generated/screens.ts lists the folders). The route
 * table is generated from this list, so a screen exists in every locale variant by construction. The catch-all comes
 * last so that every named screen wins over it; the others keep the folders' order.
 */
export const screens: readonly Declared[] = [...declaredScreens.filter((screen) => !isCatchAll(screen)), ...declaredScreens.filter(isCatchAll)];

export type ScreenName = Declared['name'];
/** The page types that a screen of their own shows. */
export type ScreenShownType = Extract<Declared, { readonly pageType: string }>['pageType'];
export type Screen = ScreenDeclaration<ScreenName>;

/** The table as declarations, for reads of keys that some screens leave out. */
const table: readonly Screen[] = screens;

export function segmentFor(screen: Screen, locale: LocaleCode): string {
  return typeof screen.segment === 'string' ? screen.segment : screen.segment[locale];
}

export function getScreen(name: ScreenName): Screen {
  const screen = table.find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`Unknown screen ${name}`);
  return screen;
}

/** The screen that shows each page type's item, for links (app/content/links.ts) and search results. */
export const screenOfPageType = Object.fromEntries(table.flatMap((screen) => (screen.pageType ? [[screen.pageType, screen]] : []))) as Record<
  ScreenShownType,
  Screen
>;

/** The site's fixed sections in site-map order (the footer's site map; the header's sections without the home page). */
export const siteMapScreens: readonly Screen[] = table
  .filter((screen) => screen.siteMap !== undefined)
  .sort((a, b) => (a.siteMap ?? 0) - (b.siteMap ?? 0));
