import type { NavigationItem } from '../content/client';
import type { RouterContext } from '../router-context';

/**
 * The default layout's loader. The header navigation is deferred, not awaited: the document shell and the header
 * stream to the browser at once and the navigation follows when the content service answers.
 */
export function loadDefaultLayout(
  context: RouterContext,
  language: string,
  signal: AbortSignal,
): { navigation: Promise<NavigationItem[]> } {
  const navigation = context.content.headerNavigation(language, { signal }).catch((error: unknown) => {
    console.warn('Header navigation unavailable', error instanceof Error ? error.message : error);
    return [];
  });
  return { navigation };
}
