import { useMatches } from '@tanstack/react-router';
import type { NavigationTree } from '../content/navigation-tree';
import type { FooterContent } from '../content/queries/footer';
import type { LocaleCode } from '../i18n/locales';
import type { RouterContext } from '../router-context';
import { loadLayoutQueries } from './load-layout-queries';

export interface DefaultLayoutData {
  navigation: Promise<NavigationTree>;
  footer: Promise<FooterContent | null>;
}

/**
 * The default layout's loader. The header navigation and the footer are deferred, not awaited: the document shell
 * and the header stream to the browser at once and the content follows when the content service answers. A
 * failure leaves the shell's fixed links in place rather than failing the page.
 */
export function loadDefaultLayout(context: RouterContext, locale: LocaleCode): DefaultLayoutData {
  // No abort signal: TanStack aborts a match's signal as soon as the server render settles (a 404 settles before
  // the deferred content arrives), and the navigation and footer are wanted for the page whatever happens to it.
  const queries = loadLayoutQueries();
  const navigation = queries
    .then(({ headerNavigation }) => headerNavigation(context.content, locale))
    .catch((error: unknown) => {
      console.warn('Header navigation unavailable', error instanceof Error ? error.message : error);
      return { items: [] };
    });
  const footer = queries
    .then(({ footerContent }) => footerContent(context.content, locale))
    .catch((error: unknown) => {
      console.warn('Footer unavailable', error instanceof Error ? error.message : error);
      return null;
    });
  return { navigation, footer };
}

/**
 * The default layout's data for the page being shown (navigation and footer, still loading or settled), found by the
 * layout's static data; empty while no default layout is matched (an error before the layout loaded).
 */
export function useDefaultLayoutData(): Partial<DefaultLayoutData> {
  // Produced by loadDefaultLayout above, the only loader of a route marked `layout: 'default'`.
  const data: unknown = useMatches({ select: (matches) => matches.find((match) => match.staticData.layout === 'default')?.loaderData });
  return (data ?? {}) as Partial<DefaultLayoutData>;
}
