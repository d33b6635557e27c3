import type { SearchAnswer, SearchResult, SiteSearch } from '../search/site-search';

/** The worker's search endpoint (worker/search/route.ts), below the site's base path. */
export const searchEndpoint = '/api/search';

const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function readResult(value: unknown): SearchResult | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { title, snippet, target } = value as Partial<Record<keyof SearchResult, unknown>>;
  if (!isText(title) || !isText(snippet) || typeof target !== 'object' || target === null) return undefined;
  const { type, codename, slug } = target as Record<string, unknown>;
  return isText(type) && isText(codename) && isText(slug) ? { title, snippet, target: { type, codename, slug } } : undefined;
}

/** A light check of our own worker's answer (decision 042: no schema library in the browser). */
function readAnswer(value: unknown): SearchAnswer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { query, page, pageCount, total, results } = value as Partial<Record<keyof SearchAnswer, unknown>>;
  if (!isText(query) || !isCount(page) || !isCount(pageCount) || !isCount(total) || !Array.isArray(results)) return undefined;
  const read = results.map(readResult);
  return read.every((result) => result !== undefined) ? { query, page, pageCount, total, results: read } : undefined;
}

/**
 * The browser's search: the same-origin endpoint, which calls the App API with the worker's token. A refusal or a
 * failure comes back as a failure to show, never as the worker's or the App API's text; a visitor who moved on
 * (the loader's signal aborted) is not a failure and is passed on.
 */
export function createApiSiteSearch(fetcher: typeof fetch, basePath: string): SiteSearch {
  return {
    async find(request, options = {}) {
      const query = new URLSearchParams({ q: request.q, page: String(request.page), language: request.language });
      let response: Response;
      try {
        response = await fetcher(`${basePath}${searchEndpoint}?${query}`, { signal: options.signal, headers: { accept: 'application/json' } });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        return { ok: false, failure: 'unavailable' };
      }
      if (response.status === 429) return { ok: false, failure: 'busy' };
      // Signed out (or no longer signed in): the endpoint answers nobody else (decision 111).
      if (response.status === 401) return { ok: false, failure: 'sign-in' };
      const answer = response.ok ? readAnswer(await response.json().catch(() => undefined)) : undefined;
      return answer ? { ok: true, answer } : { ok: false, failure: 'unavailable' };
    },
  };
}
