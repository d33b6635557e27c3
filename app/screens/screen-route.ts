import { useMatches } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { deferred } from '../deferred';
import type { LocaleCode } from '../i18n/locales';
import type { RouterContext } from '../router-context';
import type { Screen, ScreenName } from './screens';
import type { ScreenRoutes } from './registry';
import type { GlobalSearch } from './search-params';

/** What a screen's loader gets: the router's context, the route's params, its declared deps, and its abort signal. */
export interface ScreenLoaderArgs<Deps> {
  context: RouterContext;
  params: Record<string, string>;
  deps: Deps;
  signal: AbortSignal;
}

/** The document title and description a loader may set (from the content's SEO fields). */
export interface ScreenMeta {
  title: string;
  description: string;
}

export interface ScreenRouteOptions<Name extends ScreenName, Search, Deps, Data, Modules = undefined> {
  /** The screen's row of the screen table (app/screens): name, path segments per locale, layout. */
  readonly screen: Screen & { readonly name: Name };
  /**
   * The page component, loaded on demand, and its source file, for the server to preload the page's chunk with the
   * document. Written `import.meta.env.SSR ? 'app/screens/x/page.tsx' : ''`: the browser never reads it, and its
   * build drops the name.
   */
  readonly page: { readonly load: () => Promise<{ default: ComponentType }>; readonly source: string };
  /** The query parameters the screen reads, from the raw query (text; see ./search.ts). */
  readonly validateSearch?: (raw: Record<string, unknown>) => Search;
  /** Which of them its loader depends on: a change reloads the data. */
  readonly loaderDeps?: (search: Search) => Deps & Record<string, unknown>;
  /**
   * The modules the loader reads its data with (its queries), loaded on demand: the browser loads them while the page
   * is idle (app/browser/entry.tsx), and the loader receives them loaded. A tap on a link then starts the screen's
   * data request at once, instead of after a download, a compilation, or a fresh dynamic import settling in a task
   * of its own behind the tap's work (decision 139).
   */
  readonly loaderModules?: () => Promise<Modules>;
  /** The screen's data, for a locale, from its `loaderModules`; its `meta` (when given) titles the document. */
  readonly loader?: (code: LocaleCode, args: ScreenLoaderArgs<Deps>, modules: Modules) => Promise<Data>;
}

/** A screen's route, as its module declares it; its types travel with it to the page's typed reads. */
export type ScreenRoute<
  Name extends ScreenName = ScreenName,
  Search = unknown,
  Deps = unknown,
  Data = unknown,
  Modules = unknown,
> = ScreenRouteOptions<Name, Search, Deps, Data, Modules>;

/**
 * Any screen's route as the router builds it: parameters typed `never` accept every screen's own functions, whose
 * arguments the router supplies from the same route's search and deps.
 */
export interface AnyScreenRoute {
  readonly screen: Screen;
  readonly page: ScreenRouteOptions<ScreenName, unknown, unknown, unknown>['page'];
  readonly validateSearch?: (raw: Record<string, unknown>) => unknown;
  readonly loaderDeps?: (search: never) => Record<string, unknown>;
  readonly loaderModules?: () => Promise<unknown>;
  readonly loader?: (code: LocaleCode, args: ScreenLoaderArgs<never>, modules: never) => Promise<unknown>;
}

interface MatchView {
  staticData: { screen?: ScreenName };
  loaderData?: unknown;
  search: unknown;
}

/** The match of `name` among the current matches: each screen route carries its name as static data. */
function matchOf(matches: readonly MatchView[], name: ScreenName): MatchView {
  const match = matches.findLast((candidate) => candidate.staticData.screen === name);
  // Read outside its screen: a programming error, named by the screen.
  if (!match) throw new Error(name);
  return match;
}

/** Declares a screen's route once; app/router.tsx builds it for every locale. */
export function defineScreen<
  Name extends ScreenName,
  Search = Record<never, never>,
  Deps = Record<never, never>,
  Data = undefined,
  Modules = undefined,
>(options: ScreenRouteOptions<Name, Search, Deps, Data, Modules>): ScreenRoute<Name, Search, Deps, Data, Modules> {
  // Loaded once: a loader whose modules are at hand awaits a settled promise, no task.
  const { loaderModules } = options;
  return loaderModules ? { ...options, loaderModules: deferred(loaderModules).load } : options;
}

type DataOf<Route> = Route extends ScreenRoute<infer _Name, infer _Search, infer _Deps, infer Data, infer _Modules> ? Data : never;
type SearchOf<Route> = Route extends ScreenRoute<infer _Name, infer Search, infer _Deps, infer _Data, infer _Modules> ? Search : never;

/** The value `pick` selects from the match of screen `name`; React re-renders only when that value changes. */
function useScreenMatch(name: ScreenName, pick: (match: MatchView) => unknown): unknown {
  const selected: unknown = useMatches({ select: (matches) => pick(matchOf(matches, name)) });
  return selected;
}

/**
 * A screen's typed reads for its page, by the screen's name (as TanStack's `getRouteApi` does by route id): the
 * types come from the route module through ./registry.ts, a type-only import, so a page never imports its route at
 * run time (the route loads the page, not the other way round). At run time the match is found by the screen's
 * name in its static data, so a page cannot read another screen's data.
 */
export function screenApi<Name extends keyof ScreenRoutes>(name: Name) {
  return {
    /** The loader's data of the screen being shown (this screen's page, or what it renders). */
    // Produced by this screen's own loader, found by this screen's name: reading it as the loader's type is sound.
    useData: () => useScreenMatch(name, (match) => match.loaderData) as DataOf<ScreenRoutes[Name]>,
    /** The screen's query as its `validateSearch` made it, with the parameters every page reads. */
    useSearch: () => useScreenMatch(name, (match) => match.search) as SearchOf<ScreenRoutes[Name]> & GlobalSearch,
  };
}
