import { headerNavigation, type NavigationItem } from '../content/queries/navigation';
import type { LocaleCode } from '../i18n/locales';
import type { RouterContext } from '../router-context';

/**
 * The default layout's loader. The header navigation is deferred, not awaited: the document shell and the header
 * stream to the browser at once and the navigation follows when the content service answers.
 */
export function loadDefaultLayout(context: RouterContext, locale: LocaleCode): { navigation: Promise<NavigationItem[]> } {
  // No abort signal: TanStack aborts a match's signal as soon as the server render settles (a 404 settles before
  // the deferred navigation arrives), and the navigation is wanted for the page whatever happens to the match.
  const navigation = headerNavigation(context.content, locale).catch((error: unknown) => {
    console.warn('Header navigation unavailable', error instanceof Error ? error.message : error);
    return [];
  });
  return { navigation };
}
