import { useMatches } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { LocaleCode } from '../i18n/locales';
import type { RouterContext } from '../router-context';
import type { Screen, ScreenName } from '../screens/screens';
import type { GlobalSearch } from './search';

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

export interface ScreenRouteOptions<Name extends ScreenName, Search, Deps, Data> {
  /** The screen's row of the screen table (client/screens): name, path segments per locale, layout. */
  readonly screen: Screen & { readonly name: Name };
  /** The page component, loaded on demand, and its source file (the server preloads its chunk with the page). */
  readonly page: { readonly load: () => Promise<{ default: ComponentType }>; readonly source: string };
  /** The query parameters the screen reads, from the raw query (text; see ./search.ts). */
  readonly validateSearch?: (raw: Record<string, unknown>) => Search;
  /** Which of them its loader depends on: a change reloads the data. */
  readonly loaderDeps?: (search: Search) => Deps & Record<string, unknown>;
  /** The screen's data, for a locale; its `meta` (when given) titles the document. */
  readonly loader?: (code: LocaleCode, args: ScreenLoaderArgs<Deps>) => Promise<Data>;
}

/** A screen's route: its options, and typed reads of its own data and query for its page. */
export interface ScreenRoute<Name extends ScreenName = ScreenName, Search = unknown, Deps = unknown, Data = unknown>
  extends ScreenRouteOptions<Name, Search, Deps, Data> {
  /** The loader's data of the screen being shown. Only the screen's own page (or what it renders) may call it. */
  useData(): Data;
  /** The screen's query, as its `validateSearch` made it, with the parameters every page reads. */
  useSearch(): Search & GlobalSearch;
}

/**
 * Any screen's route as the router builds it: parameters typed `never` accept every screen's own functions, whose
 * arguments the router supplies from the same route's search and deps.
 */
export interface AnyScreenRoute {
  readonly screen: Screen;
  readonly page: ScreenRouteOptions<ScreenName, unknown, unknown, unknown>['page'];
  readonly validateSearch?: (raw: Record<string, unknown>) => unknown;
  readonly loaderDeps?: (search: never) => Record<string, unknown>;
  readonly loader?: (code: LocaleCode, args: ScreenLoaderArgs<never>) => Promise<unknown>;
}

interface MatchView {
  staticData: { screen?: ScreenName };
  loaderData?: unknown;
  search: unknown;
}

/** The match of `name` among the current matches: each screen route carries its name as static data. */
function matchOf(matches: readonly MatchView[], name: ScreenName): MatchView {
  const match = matches.findLast((candidate) => candidate.staticData.screen === name);
  if (!match) throw new Error(`The ${name} screen is not being shown`);
  return match;
}

/**
 * Declares a screen's route once; client/router.tsx builds it for every locale. The reads are typed by the
 * loader and `validateSearch` given here and checked at run time by the screen's name, so a page reads its data
 * without a cast and cannot read another screen's.
 */
export function defineScreen<Name extends ScreenName, Search = Record<never, never>, Deps = Record<never, never>, Data = undefined>(
  options: ScreenRouteOptions<Name, Search, Deps, Data>,
): ScreenRoute<Name, Search, Deps, Data> {
  const name = options.screen.name;
  // The values were produced by this route's own loader and validateSearch, found by this route's name: reading
  // them as this route's types is sound. (The selected value itself is returned, so React re-renders only when it changes.)
  const useSelected = (pick: (match: MatchView) => unknown) => {
    const selected: unknown = useMatches({ select: (matches) => pick(matchOf(matches, name)) });
    return selected;
  };
  return {
    ...options,
    useData: () => useSelected((match) => match.loaderData) as Data,
    useSearch: () => useSelected((match) => match.search) as Search & GlobalSearch,
  };
}
