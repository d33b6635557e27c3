import type { LinkTarget } from '../content/links';
import { locales } from '../i18n/locales';

/**
 * The site search (product §1): what the search screen's loader asks and gets, on both sides. The worker answers it
 * in-process for a document (worker/search) and through `GET /api/search` for the browser (./api-client.ts); only
 * the worker talks to the App API.
 */

/** Bounds shared by the route's query, the worker's endpoint and the App API call (decision 086). */
export const searchLimits = {
  /** Longest query, in characters; the route's query cuts a longer one, the endpoint refuses it. */
  queryLength: 100,
  pageSize: 10,
  /** The App API pages by `limit` alone, up to 50 results: five pages of ten. */
  pages: 5,
} as const;

/** The Kontent languages of the locale variants: what `language` may be (default and en share `en`). */
export const searchLanguages = [...new Set(locales.map((locale) => locale.language))] as const;
export type SearchLanguage = (typeof searchLanguages)[number];

/** The search screen's query, `?q=…&page=N`, as its route reads it (app/screens/search-params.ts). */
export interface SiteSearchQuery {
  q?: string | undefined;
  page?: number | undefined;
}

export interface SearchRequest {
  /** Trimmed, 1 to `searchLimits.queryLength` characters. */
  q: string;
  /** 1-based, at most `searchLimits.pages`. */
  page: number;
  language: SearchLanguage;
}

/** One result: its text from the App API and its target, resolved by the link table (app/content/links.ts). */
export interface SearchResult {
  title: string;
  snippet: string;
  target: LinkTarget;
}

/** One page of results: the body of `GET /api/search`, and what the worker's in-process search answers. */
export interface SearchAnswer {
  query: string;
  page: number;
  pageCount: number;
  /** Results the App API found, less those on the pages read that had no target the site can link to. */
  total: number;
  results: SearchResult[];
}

/**
 * Why there are no results to show: the App API failed or is unreachable, the visitor searched too often, or the
 * visitor is signed out, and every result would be a protected page's words (decision 111).
 */
export type SearchFailure = 'unavailable' | 'busy' | 'sign-in';

export type SearchOutcome = { readonly ok: true; readonly answer: SearchAnswer } | { readonly ok: false; readonly failure: SearchFailure };

/** The search as route loaders see it; the router context carries the side's implementation. */
export interface SiteSearch {
  find(request: SearchRequest, options?: { signal?: AbortSignal }): Promise<SearchOutcome>;
}
