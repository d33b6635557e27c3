import type { Context } from 'hono';
import { z } from 'zod';
import { searchTarget } from '../../app/search/result-target';
import { searchLimits, type SearchAnswer, type SearchRequest, type SearchResult } from '../../app/search/site-search';
import { AppApiError } from '../app-api/client';
import { keepSetCookie, visitorTokenOf } from '../app-api/request-inputs';
import { appApiCallWithBearer, type BearerCall } from '../app-api/token';
import { readCapped } from '../content/capped-body';

/** product §6/§7 and decision 011: the App API's search, scope search:search. */
export const searchUpstreamPath = '/api/v1/search';

/** Why a search has no answer; the statuses are the endpoint's (worker/search/route.ts). */
export type SearchProblem =
  /** The visitor searched too often (SEARCH_RATE_LIMITER). */
  | 'busy'
  /** No client-credentials token could be had (logged by the token module). */
  | 'no-token'
  /** The App API refused (401, 403), failed (5xx, no answer) or answered something unreadable. */
  | 'upstream'
  /** The App API did not answer in time, retry included. */
  | 'timeout';

export class SearchError extends Error {
  override name = 'SearchError';
  constructor(readonly problem: SearchProblem) {
    super(`Search failed: ${problem}`);
  }
}

// The App API's answer (decision 011). Each result is checked on its own: one that does not fit is dropped, not
// the whole answer.
const upstreamAnswer = z.object({
  total: z.number().int().nonnegative(),
  results: z.array(z.unknown()).max(200),
});

/** Fifty results with their snippets fit in a fraction of this; more is no answer of a search (decision 066's rule). */
const maxAnswerBytes = 256 * 1024;

const parseJson = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text);

const upstreamResult = z.object({
  codename: z.string().min(1).max(200),
  type: z.string().min(1).max(100),
  title: z
    .string()
    .max(1000)
    .transform(clean)
    .pipe(z.string().min(1))
    .transform((title) => cut(title, 200)),
  snippet: z
    .string()
    .max(10_000)
    .transform((snippet) => cut(clean(snippet), 300)),
  path: z.string().max(2048),
});

/** A result the site can show: well formed, and with a target the link table resolves. */
function siteResult(value: unknown): SearchResult | undefined {
  const parsed = upstreamResult.safeParse(value);
  if (!parsed.success) return undefined;
  const target = searchTarget(parsed.data);
  return target ? { title: parsed.data.title, snippet: parsed.data.snippet, target } : undefined;
}

/**
 * One page of the App API's results for a valid request. The App API pages by `limit` only, so page N asks for
 * N × page size results and shows those of the last page size that the site can link to. The visitor's `oauth`
 * cookie carries the token when present; the worker's own is kept in it only with an answer the site could read.
 * Failures are SearchErrors; the App API's text never leaves this function, nor is the query logged.
 */
export async function searchAppApi<E extends { Bindings: Env }>(c: Context<E>, request: SearchRequest): Promise<SearchAnswer> {
  const config = c.get('config');
  const log = c.get('log');
  const { pageSize, pages } = searchLimits;
  const query = new URLSearchParams({ q: request.q, language: request.language, limit: String(request.page * pageSize) });
  let call: BearerCall;
  try {
    call = await appApiCallWithBearer({ env: c.env, config, log }, visitorTokenOf(c), `${searchUpstreamPath}?${query}`, {
      headers: { accept: 'application/json' },
      signal: c.req.raw.signal,
    });
  } catch (error) {
    if (c.req.raw.signal.aborted) throw error;
    const problem: SearchProblem =
      error instanceof AppApiError && error.status === 503 ? 'no-token' : error instanceof AppApiError && error.timedOut ? 'timeout' : 'upstream';
    log.warn('Search failed', { problem });
    throw new SearchError(problem);
  }
  const { response } = call;
  if (!response.ok) {
    await response.body?.cancel();
    log.warn('Search failed', { problem: 'upstream', upstreamStatus: response.status });
    throw new SearchError('upstream');
  }
  const parsed = upstreamAnswer.safeParse(parseJson(await readCapped(response, maxAnswerBytes)));
  if (!parsed.success) {
    log.warn('Search failed', { problem: 'upstream', reason: 'unreadable answer' });
    throw new SearchError('upstream');
  }
  // An answer the site could read: the worker's token may now go with it (decision 063: a failure never does).
  keepSetCookie(c, await call.tokenCookie());
  // Pages are cut by the App API's positions, so a dropped result leaves its page one short instead of moving
  // results between pages; the total counts what the pages read so far dropped.
  const read = parsed.data.results.slice(0, request.page * pageSize).map(siteResult);
  const dropped = read.filter((result) => result === undefined).length;
  if (dropped) log.info('Search results without a page dropped', { dropped });
  return {
    query: request.q,
    page: request.page,
    pageCount: Math.min(pages, Math.ceil(parsed.data.total / pageSize)),
    total: Math.max(0, parsed.data.total - dropped),
    results: read.slice((request.page - 1) * pageSize).filter((result) => result !== undefined),
  };
}
