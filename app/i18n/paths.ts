import { getScreen, segmentFor, type ScreenName } from '../screens/screens';
import { getLocale, type LocaleCode } from './locales';

/** The path of a screen in a locale, e.g. ('cs', 'contacts') → /cs/kontakty; articles take their slug. */
export function localePath(code: LocaleCode, screen: ScreenName, slug = ''): string {
  const { prefix } = getLocale(code);
  if (screen === 'index') return prefix || '/';
  const segment = screen === 'articles-slug' ? slug.replace(/^\/+/, '') : segmentFor(getScreen(screen), code);
  return `${prefix}/${segment}`;
}
