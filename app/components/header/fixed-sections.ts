import type { I18n } from '@lingui/core';
import type { NavigationItem } from '../../content/navigation-tree';
import { localePath } from '../../i18n/paths';
import type { LocaleCode } from '../../i18n/locales';
import { siteMapScreens } from '../../screens/screens';
import { screenTitles } from '../../screens/titles';

/** The site map's screens but the home page, which the logo reaches (app/screens/<name>/screen.ts `siteMap`). */
const sections = siteMapScreens.filter((screen) => screen.name !== 'index').map((screen) => screen.name);

/**
 * The site's fixed sections as navigation nodes: shown while the content-managed navigation streams in, and when
 * the content has none, so the header is never empty.
 */
export function fixedSections(i18n: I18n, locale: LocaleCode): NavigationItem[] {
  return sections.map((screen) => ({
    key: `section_${screen}`,
    title: i18n._(screenTitles[screen]),
    href: localePath(locale, screen),
    children: [],
  }));
}
