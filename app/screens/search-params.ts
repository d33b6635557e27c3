/**
 * Query parameters the app reads (product §2, §4, §7), as TanStack `validateSearch` functions. Values arrive as
 * plain strings (the router's parseSearch keeps them as text) or, when a key repeats, as arrays: text is coerced or
 * dropped, never an error, so a bad URL still renders its page. Plain functions rather than a schema library keep
 * the browser bundle small (decision record 042); the worker validates its own inputs with zod.
 */
import { searchLimits, type SiteSearchQuery } from '../search/site-search';

type RawSearch = Record<string, unknown>;

/** Text, or numbers and booleans as text; anything else (arrays, objects) is dropped. */
export function searchText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** A mode switch: present (`?web-spotlight`, `=true`, `=1`) turns it on; `false`/`0` off; anything else is ignored. */
export function searchFlag(value: unknown): boolean | undefined {
  if (value === true || value === '' || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  return undefined;
}

/** Keeps only the keys that have a value, so an absent parameter stays absent from links the router builds. */
function defined<T extends Record<string, unknown>>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

export interface GlobalSearch {
  'web-spotlight'?: boolean | undefined;
  'ksl-enabled'?: boolean | undefined;
}

export interface LoginSearch {
  url?: string | undefined;
  backlink?: string | undefined;
}

/** Paged listings (news, downloads, FAQ; decision 126): `?page=N`, 1-based, at most 1000; anything else reads as the first page. */
export interface PageSearch {
  page?: number | undefined;
}

/** Customer process filters in the URL (`?roles=a,b&topics=c&business_areas=d`); read by the page, not the loader. */
export interface ProcessSearch {
  roles?: string | undefined;
  topics?: string | undefined;
  business_areas?: string | undefined;
}

export const validateGlobalSearch = (search: RawSearch): GlobalSearch =>
  defined({ 'web-spotlight': searchFlag(search['web-spotlight']), 'ksl-enabled': searchFlag(search['ksl-enabled']) });

export const validateLoginSearch = (search: RawSearch): LoginSearch =>
  defined({ url: searchText(search.url), backlink: searchText(search.backlink) });

export function validatePageSearch(search: RawSearch): PageSearch {
  if (search.page === undefined) return {};
  // A repeated `page` (an array) or any other shape is the first page too: left out, the router would keep the raw
  // value beside the validated ones and hand the loader an array.
  const page = typeof search.page === 'string' || typeof search.page === 'number' ? search.page : 1;
  return { page: Math.max(1, Math.min(1000, Math.trunc(Number(page)) || 1)) };
}

/**
 * The search screen's query: the text as typed (kept in the field), cut at the longest query the search takes, and
 * the page clamped to the pages it can have; the loader trims the text and asks nothing for an empty one.
 */
export function validateSiteSearch(search: RawSearch): SiteSearchQuery {
  const q = searchText(search.q)?.slice(0, searchLimits.queryLength);
  const page = typeof search.page === 'string' || typeof search.page === 'number' ? search.page : undefined;
  return defined({ q, page: page === undefined ? undefined : Math.max(1, Math.min(searchLimits.pages, Math.trunc(Number(page)) || 1)) });
}

export function validateProcessSearch(search: RawSearch): ProcessSearch {
  const filter = (value: unknown) => (typeof value === 'boolean' ? undefined : searchText(value));
  return defined({ roles: filter(search.roles), topics: filter(search.topics), business_areas: filter(search.business_areas) });
}
