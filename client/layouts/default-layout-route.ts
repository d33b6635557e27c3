import { headerNavigation, type NavigationItem } from '../content/queries/navigation';
import type { LocaleCode } from '../i18n/locales';
import type { RouterContext } from '../router-context';

/**
 * The default layout's loader. The header navigation is deferred, not awaited: the document shell and the header
 * stream to the browser at once and the navigation follows when the content service answers.
 */
export function loadDefaultLayout(
  context: RouterContext,
  locale: LocaleCode,
  signal: AbortSignal,
): { navigation: Promise<NavigationItem[]> } {
  const navigation = headerNavigation(context.content, locale, { signal }).catch((error: unknown) => {
    console.warn('Header navigation unavailable', error instanceof Error ? error.message : error);
    return [];
  });
  return { navigation };
}
