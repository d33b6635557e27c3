import { useLocation, useMatches } from '@tanstack/react-router';
import type { ScreenName } from '../screens/screens';
import { localeOfPath, type Locale } from './locales';

/**
 * The locale being shown: the list's own object, the same until the language changes, so a component that reads it
 * renders again only then, never on a navigation within a language (decision 134).
 */
export function useCurrentLocale(): Locale {
  return useLocation({ select: (location) => localeOfPath(location.pathname) });
}

/**
 * The locale and screen being shown, for links that switch language: they render again when a navigation shows its
 * page (the leaf match), not inside the tap that starts it.
 */
export function useCurrentScreen(): { locale: Locale; screen: ScreenName | undefined; slug: string } {
  const locale = useCurrentLocale();
  const leaf = useMatches({ select: (matches) => matches.at(-1) });
  const screen = leaf?.staticData.screen;
  const slug = screen === 'articles-slug' ? String((leaf?.params as { _splat?: string } | undefined)?._splat ?? '') : '';
  return { locale, screen, slug };
}
