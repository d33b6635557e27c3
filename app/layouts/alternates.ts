import { defaultLocale, locales } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import type { ScreenName } from '../screens/screens';

interface MatchFacts {
  status: string;
  globalNotFound?: boolean;
  /** A not-found thrown below lands on the match that handles it (the default layout's, or the root's) as its error. */
  error?: unknown;
  staticData: { screen?: ScreenName };
  params: unknown;
}

/**
 * `<link rel="alternate" hreflang>` for every locale variant of the page being shown, plus x-default (the
 * unprefixed variant). Error and not-found screens have no variants. Absolute URLs (`siteUrl` is origin and base
 * path), as search engines require for hreflang.
 */
export function alternateLinks(matches: readonly MatchFacts[], siteUrl: string): Array<{ rel: string; hrefLang: string; href: string }> {
  const leaf = matches.at(-1);
  const screen = leaf?.staticData.screen;
  if (!leaf || !screen || matches.some((match) => match.status !== 'success' || match.globalNotFound || match.error)) return [];
  const slug = screen === 'articles-slug' ? String((leaf.params as { _splat?: unknown })._splat ?? '') : '';
  return [
    ...locales.map((locale) => ({ rel: 'alternate', hrefLang: locale.tag, href: `${siteUrl}${localePath(locale.code, screen, slug)}` })),
    { rel: 'alternate', hrefLang: 'x-default', href: `${siteUrl}${localePath(defaultLocale.code, screen, slug)}` },
  ];
}
