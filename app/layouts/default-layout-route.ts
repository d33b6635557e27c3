import { useMatches } from '@tanstack/react-router';
import { firstLevelsOf, type NavigationTree } from '../content/navigation-tree';
import type { FooterContent } from '../content/queries/footer';
import type { LocaleCode } from '../i18n/locales';
import type { RouterContext } from '../router-context';
import { ContentError } from '../content/client';
import { plainData } from '../content/plain-data';
import { loadLayoutQueries } from './load-layout-queries';

export interface DefaultLayoutData {
  /** The navigation when it was at hand, else still on its way (deferred: streamed when it settles). */
  navigation: NavigationTree | Promise<NavigationTree>;
  footer: FooterContent | null | Promise<FooterContent | null>;
}

/**
 * The promise's value when it settles before the next task (content the content service has at hand: its memory or
 * the page's own request), else the promise itself, to stream in after the shell (decision 096). A deferred value
 * costs a second render of the part (its fallback in the shell, then the content) and a streamed script to swap them.
 * Boxed: an async function's answer would otherwise wait for a promise it returns. The timer is left to fire: it
 * holds nothing, and the browser's bundle is the smaller for it.
 */
async function soonOrDeferred<T>(promise: Promise<T>): Promise<{ value: T | Promise<T> }> {
  const late = {};
  const first = await Promise.race([promise, new Promise((resolve) => setTimeout(resolve, 0, late))]);
  // Content at hand travels to the browser as JSON text (../content/plain-data.ts); a promise streams through TanStack.
  return { value: first === late ? promise : plainData(first as T) };
}

/**
 * The default layout's loader. The header navigation and the footer are not waited for: what the content service has
 * at hand renders with the page; otherwise the document shell and the header stream to the browser at once and the
 * content follows when the content service answers (decision 006). A failure leaves the shell's fixed links in place
 * rather than failing the page.
 */
export async function loadDefaultLayout(context: RouterContext, locale: LocaleCode): Promise<DefaultLayoutData> {
  // No abort signal: TanStack aborts a match's signal as soon as the server render settles (a 404 settles before
  // the deferred content arrives), and the navigation and footer are wanted for the page whatever happens to it.
  const queries = loadLayoutQueries();
  // A signed-out visitor reads no content (401, decision 111): the fixed links are what they get, not an outage.
  const unavailable = (what: string) => (error: unknown) => {
    if (!(error instanceof ContentError && error.status === 401)) console.warn(`${what} unavailable`, error instanceof Error ? error.message : error);
  };
  // A retailer's page carries the first levels; the browser asks for the rest when the menu is wanted (decision 129).
  // An editor's preview carries the whole tree: what they click in an open panel is the page's own, live-updated data.
  const firstLevelsOnly = import.meta.env.SSR && context.content.preview !== true;
  const navigation = queries
    .then(({ headerNavigation }) => headerNavigation(context.content, locale))
    .then((tree) => (firstLevelsOnly ? firstLevelsOf(tree) : tree))
    .catch((error: unknown) => {
      unavailable('Header navigation')(error);
      return { items: [] };
    });
  const footer = queries
    .then(({ footerContent }) => footerContent(context.content, locale))
    .catch((error: unknown) => {
      unavailable('Footer')(error);
      return null;
    });
  const [settledNavigation, settledFooter] = await Promise.all([soonOrDeferred(navigation), soonOrDeferred(footer)]);
  return { navigation: settledNavigation.value, footer: settledFooter.value };
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
