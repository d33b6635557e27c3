import { targetPath } from '../content/links';
import { getLocale, type LocaleCode } from '../i18n/locales';
import type { SearchFailure, SiteSearch } from './site-search';

/** A result as the search screen shows it: its link resolved for the page's locale. */
export interface SearchResultView {
  /** The found item's codename: unique in one answer, where two items may lead to the same page. */
  key: string;
  title: string;
  snippet: string;
  href: string;
}

/** The search screen's data: nothing asked yet, a page of results (possibly none), or a failure to explain. */
export type SearchView =
  | { readonly state: 'idle' }
  | {
      readonly state: 'results';
      readonly query: string;
      readonly page: number;
      readonly pageCount: number;
      readonly total: number;
      readonly results: readonly SearchResultView[];
    }
  | { readonly state: 'failed'; readonly query: string; readonly failure: SearchFailure };

/**
 * The search screen's loader: the query in the page's Kontent language, each result linked by product §2's table in
 * the page's locale (the App API's own path is never used as a link). An empty query asks nothing.
 */
export async function loadSearchView(
  search: SiteSearch,
  code: LocaleCode,
  deps: { q?: string | undefined; page?: number | undefined },
  signal: AbortSignal,
): Promise<SearchView> {
  const q = deps.q?.trim() ?? '';
  if (!q) return { state: 'idle' };
  const outcome = await search.find({ q, page: deps.page ?? 1, language: getLocale(code).language }, { signal });
  if (!outcome.ok) return { state: 'failed', query: q, failure: outcome.failure };
  const { answer } = outcome;
  return {
    state: 'results',
    query: answer.query,
    page: answer.page,
    pageCount: answer.pageCount,
    total: answer.total,
    results: answer.results.map(({ title, snippet, target }) => ({ key: target.codename, title, snippet, href: targetPath(target, code) })),
  };
}
