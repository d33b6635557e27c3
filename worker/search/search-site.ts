import type { Context } from 'hono';
import type { SearchAnswer, SearchRequest, SiteSearch } from '../../app/search/site-search';
import { SearchError, searchAppApi } from './app-api-search';
import { withinSearchRate } from './rate-limit';

/** A valid search, bounded per client, answered by the App API: what the endpoint and the rendered page share. */
export async function searchSite<E extends { Bindings: Env }>(c: Context<E>, request: SearchRequest): Promise<SearchAnswer> {
  if (!(await withinSearchRate(c.env.SEARCH_RATE_LIMITER, c.get('log'), c.req.header('cf-connecting-ip')))) throw new SearchError('busy');
  return searchAppApi(c, request);
}

/**
 * The router's search for a document request (a plain GET of the results page, JavaScript or not): the App API
 * in-process, with the request's cookies and the same rate limit as `GET /api/search`. A failure is the page's to
 * explain, without its cause.
 */
export function workerSiteSearch<E extends { Bindings: Env }>(c: Context<E>): SiteSearch {
  return {
    async find(request) {
      try {
        return { ok: true, answer: await searchSite(c, request) };
      } catch (error) {
        if (!(error instanceof SearchError)) throw error;
        return { ok: false, failure: error.problem === 'busy' ? 'busy' : 'unavailable' };
      }
    },
  };
}
