import type { I18n } from '@lingui/core';
import type { NavigationItem } from '../../content/navigation-tree';
import { localePath } from '../../i18n/paths';
import type { LocaleCode } from '../../i18n/locales';
import type { ScreenName } from '../../screens/screens';
import { screenTitles } from '../../screens/titles';

const sections: readonly ScreenName[] = ['news', 'downloads', 'faq', 'contacts'];

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
