import type { Context } from 'hono';
import type { SearchAnswer, SearchRequest, SiteSearch } from '../../app/search/site-search';
import { documentAudience } from '../session/audience';
import { SearchError, searchAppApi } from './app-api-search';
import { withinSearchRate } from './rate-limit';

/** A valid search, bounded per client, answered by the App API: what the endpoint and the rendered page share. */
export async function searchSite<E extends { Bindings: Env }>(c: Context<E>, request: SearchRequest): Promise<SearchAnswer> {
  if (!(await withinSearchRate(c.env.SEARCH_RATE_LIMITER, c.get('log'), c.req.header('cf-connecting-ip')))) throw new SearchError('busy');
  return searchAppApi(c, request);
}

/**
 * The router's search for a document request (a plain GET of the results page, JavaScript or not, or the page a form
 * posted to it renders): the App API in-process, with the request's cookies and the same rate limit as
 * `GET /api/search`. A failure is the page's to explain, without its cause. Every result is a protected page's words,
 * so a signed-out visitor is asked to sign in and the App API is not asked at all (decision 111).
 */
export function workerSiteSearch<E extends { Bindings: Env }>(c: Context<E>): SiteSearch {
  return {
    async find(request) {
      if (documentAudience(c) === 'signed-out') return { ok: false, failure: 'sign-in' };
      try {
        return { ok: true, answer: await searchSite(c, request) };
      } catch (error) {
        if (!(error instanceof SearchError)) throw error;
        return { ok: false, failure: error.problem === 'busy' ? 'busy' : 'unavailable' };
      }
    },
  };
}
