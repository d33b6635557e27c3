import { useLocation, useMatches } from '@tanstack/react-router';
import type { ScreenName } from '../screens/screens';
import { localeOfPath, type Locale } from './locales';

/** The locale and screen being shown, for links that switch language or highlight the current section. */
export function useCurrentScreen(): { locale: Locale; screen: ScreenName | undefined; slug: string } {
  const { pathname } = useLocation();
  const leaf = useMatches({ select: (matches) => matches.at(-1) });
  const locale = localeOfPath(pathname);
  const screen = leaf?.staticData.screen;
  const slug = screen === 'articles-slug' ? String((leaf?.params as { _splat?: string } | undefined)?._splat ?? '') : '';
  return { locale, screen, slug };
}
