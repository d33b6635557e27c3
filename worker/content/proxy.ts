import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ContentError } from '../../app/content/client';
import { getLocale, isLocaleCode, localeCookie, localeOfPath } from '../../app/i18n/locales';
import type { AppConfig } from '../config';
import { ContentBusyError, errorBody, previewNotConfigured } from './errors';
import { isPreview } from './preview';
import { kvCallCounts } from './kv-calls';
import { QueryError, readSpotlight, validateContinuation, validateName, validateQuery } from './query';
import { spendNewQuery } from './query-budget';
import { contentStats, createContentService, type ContentAnswer, type ContentService } from './service';
import { ensureXsrfCookie, xsrfProblem } from '../security/xsrf';
import { requestCookie } from '../http/request-cookies';
import { requestUrl } from '../http/request-url';
import { withFilePaths } from '../files/content-files';

export const contentProxyPath = '/nuxt-api/kontent-proxy';

/**
 * The proxy's 401 for a caller without a visitor session, in Kontent's error shape like its other errors, with the code
 * of Kontent's refusal of a missing key (decision 010): the delivery SDK raises it as a DeliveryError.
 */
export const proxySignInRequired = (c: Context) => ({
  message: 'Sign in to read content.',
  request_id: c.get('requestId'),
  error_code: 6,
  specific_code: 0,
});

type ProxyEnv = {
  Bindings: Env;
  Variables: {
    contentService: ContentService;
    preview: boolean;
    spotlight: boolean;
    visitorId?: string;
    /** The absolute address this request's client reads the API under (decision 117): where next_page points. */
    apiBase: string;
  };
};

/**
 * product §7 same-origin content proxy: the Delivery API's endpoints with Kontent's own JSON, so the delivery SDK (or
 * app/browser/proxy-client.ts) pointed at it works unchanged. Queries are validated (product §5), answers come
 * from the content service (KV cache, retries, bounded wait), preview comes from the signed cookie only.
 */
export const contentProxy = new Hono<ProxyEnv>();

/** The page's current language: the locale of the page that asked (Referer), else the locale cookie. */
function pageLanguage(c: Context<ProxyEnv>, config: AppConfig): string {
  const referer = c.req.header('referer');
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === requestUrl(c).origin) {
        const path =
          config.BASE_PATH && url.pathname.startsWith(config.BASE_PATH) ? url.pathname.slice(config.BASE_PATH.length) || '/' : url.pathname;
        return localeOfPath(path).language;
      }
    } catch {
      // An unreadable Referer says nothing about the page.
    }
  }
  const cookie = requestCookie(c, localeCookie.name);
  return getLocale(isLocaleCode(cookie) ? cookie : 'default').language;
}

// Local only: this isolate's cache counters and KV calls, for the benchmarks (test/bench/content.mjs, scale.mjs).
contentProxy.get('/__stats', (c) =>
  c.get('config').ENVIRONMENT === 'local'
    ? c.json({ ...contentStats, kvCalls: kvCallCounts })
    : c.json({ message: 'Not found - requested resource does not exist' }, 404),
);

contentProxy.use('*', async (c, next) => {
  const config = c.get('config');
  const log = c.get('log');
  const spotlight = readSpotlight(requestUrl(c).searchParams);
  // Only the signed cookie turns preview on; Web Spotlight without it is published content (docs/decisions/025).
  const preview = await isPreview(c);
  if (spotlight && !preview) log.info('Web Spotlight request without a preview session: published content');
  if (preview && c.req.query('secured') !== undefined) throw new QueryError('secured', 'Preview & secured modes cannot be used at the same time.');
  if (preview && !config.KONTENT_PREVIEW_API_KEY) throw previewNotConfigured();
  c.set('preview', preview);
  c.set('spotlight', spotlight);
  c.set('apiBase', `${requestUrl(c).origin}${config.BASE_PATH}${contentProxyPath}`);
  const visitorId = c.get('visitorId');
  c.set(
    'contentService',
    createContentService({
      env: c.env,
      config,
      ctx: c.executionCtx,
      preview,
      deadline: Date.now() + config.CONTENT_MAX_WAIT_MS,
      logger: log,
      // A signed-in visitor's new queries to Kontent are budgeted; demo mode has no visitor to count (local only).
      ...(visitorId ? { mayAskNew: () => spendNewQuery(visitorId) } : {}),
    }),
  );
  await next();
  if (c.req.method === 'GET') await ensureXsrfCookie(c);
});

/** Validated parameters, with the page's language when the query names none. */
function paramsOf(c: Context<ProxyEnv>, withLanguage: boolean): URLSearchParams {
  const params = validateQuery(requestUrl(c).searchParams);
  if (withLanguage && !params.has('language')) params.set('language', pageLanguage(c, c.get('config')));
  return params;
}

/**
 * Kontent's next_page is the absolute URL of the next page in the API the client called: here, the proxy, under the
 * address the client used (with or without the environment id), so any client follows it (decision 117).
 */
function rewritePaging(answer: ContentAnswer, config: AppConfig, preview: boolean, apiBase: string): string {
  const upstream = `${preview ? config.KONTENT_PREVIEW_URL : config.KONTENT_DELIVERY_URL}/${config.KONTENT_ENVIRONMENT_ID}`;
  // A text replacement of the one field: the body is passed on without parsing it again on every hit.
  const field = `"next_page":"${upstream}`;
  return answer.body.includes(field) ? answer.body.replace(field, `"next_page":"${apiBase}`) : answer.body;
}

function respond(c: Context<ProxyEnv>, answer: ContentAnswer): Response {
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-status': answer.cacheStatus,
    'x-stale-content': answer.staleContent ? '1' : '0',
    // The edge cache is the content service's. A browser keeps nothing: the answer is protected content, which must
    // not outlive a sign-out on a shared computer (decision 112), and an editor's preview must show drafts at once.
    'cache-control': c.get('preview') || c.get('spotlight') ? 'no-store' : 'private, no-store',
  });
  if (answer.continuation) headers.set('x-continuation', answer.continuation);
  if (answer.lookup) headers.set('server-timing', `cache;desc="${answer.lookup.source}";dur=${answer.lookup.ms.toFixed(2)}`);
  // No download's asset URL reaches the browser: only the site's /files/ path (decision 110).
  return new Response(withFilePaths(rewritePaging(answer, c.get('config'), c.get('preview'), c.get('apiBase'))), { headers });
}

/**
 * A cached endpoint. Only items-feed pages by X-Continuation: elsewhere the header means nothing to Kontent, so it is
 * neither forwarded nor made part of the cache key (a random token per request would defeat the cache).
 */
const cached =
  (path: (c: Context<ProxyEnv>) => string, withLanguage: boolean, pagesByContinuation = false) =>
  async (c: Context<ProxyEnv>) => {
    const continuation = pagesByContinuation ? validateContinuation(c.req.header('x-continuation')) : undefined;
    const answer = await c.get('contentService').get(path(c), paramsOf(c, withLanguage), {
      signal: c.req.raw.signal,
      ...(continuation ? { continuation } : {}),
    });
    return respond(c, answer);
  };

const param = (c: Context<ProxyEnv>, name: string) => encodeURIComponent(validateName(name, c.req.param(name)));

/** The Delivery API's endpoints, mounted at the proxy's root and under Kontent's own `/{environment id}` below. */
const deliveryEndpoints = new Hono<ProxyEnv>();

deliveryEndpoints.get(
  '/items',
  cached(() => '/items', true),
);
deliveryEndpoints.get(
  '/items/:codename',
  cached((c) => `/items/${param(c, 'codename')}`, true),
);
deliveryEndpoints.get(
  '/items-feed',
  cached(() => '/items-feed', true, true),
);
deliveryEndpoints.get(
  '/types',
  cached(() => '/types', false),
);
deliveryEndpoints.get(
  '/types/:codename',
  cached((c) => `/types/${param(c, 'codename')}`, false),
);
deliveryEndpoints.get(
  '/types/:type/elements/:element',
  cached((c) => `/types/${param(c, 'type')}/elements/${param(c, 'element')}`, false),
);
deliveryEndpoints.get(
  '/taxonomies',
  cached(() => '/taxonomies', false),
);
deliveryEndpoints.get(
  '/taxonomies/:codename',
  cached((c) => `/taxonomies/${param(c, 'codename')}`, false),
);
deliveryEndpoints.get(
  '/languages',
  cached(() => '/languages', false),
);

/**
 * POST /sync/init takes an empty body (product §7), or `{}`: anything longer is refused before it is read, so a large
 * upload costs nothing (docs/decisions/068).
 */
const emptyBody = bodyLimit({
  maxSize: 2,
  onError: (c) => c.json({ message: 'POST /sync/init takes an empty body.', request_id: c.get('requestId'), error_code: 0, specific_code: 0 }, 413),
});

// Sync is a conversation with Kontent (tokens move on): never cached.
deliveryEndpoints.post('/sync/init', emptyBody, async (c) => {
  const problem = await xsrfProblem(c);
  if (problem) return c.json({ message: problem, request_id: c.get('requestId'), error_code: 0, specific_code: 0 }, 403);
  const body = await c.req.text();
  if (body.trim() !== '' && body.trim() !== '{}') throw new QueryError('body', 'POST /sync/init takes an empty body.');
  return respond(c, await c.get('contentService').pass({ method: 'POST', path: '/sync/init', params: paramsOf(c, true) }, c.req.raw.signal));
});

deliveryEndpoints.get('/sync', async (c) => {
  const continuation = validateContinuation(c.req.header('x-continuation'));
  if (!continuation) throw new QueryError('X-Continuation', 'GET /sync needs the X-Continuation header from /sync/init.');
  return respond(c, await c.get('contentService').pass({ method: 'GET', path: '/sync', params: paramsOf(c, false), continuation }, c.req.raw.signal));
});

contentProxy.route('/', deliveryEndpoints);

const environmentSegment = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Kontent's own paths, `/{environment id}/items…`: what a client given the proxy as its base URL asks (the delivery
 * SDK's `proxy.baseUrl`). Only this site's environment; another id is answered as Kontent answers it. Registered
 * after the plain paths, so `/items/{codename}` is never read as an environment.
 */
contentProxy.use('/:environment/*', async (c, next) => {
  const environment = c.req.param('environment');
  if (!environmentSegment.test(environment)) return next();
  if (environment.toLowerCase() !== c.get('config').KONTENT_ENVIRONMENT_ID.toLowerCase()) {
    const message = `The requested environment '${environment}' was not found.`;
    return c.json({ message, request_id: c.get('requestId'), error_code: 105, specific_code: 0 }, 404);
  }
  c.set('apiBase', `${c.get('apiBase')}/${environment}`);
  return next();
});
contentProxy.route('/:environment', deliveryEndpoints);

// Registered last: any other path under the proxy is not an endpoint (rather than falling through to the pages).
contentProxy.all('*', (c) =>
  c.json({ message: 'Not found - requested resource does not exist', request_id: c.get('requestId'), error_code: 0, specific_code: 0 }, 404),
);

contentProxy.onError((error, c) => {
  const requestId = c.get('requestId');
  const log = c.get('log');
  if (error instanceof QueryError) {
    return c.json({ message: error.message, request_id: requestId, error_code: 1000, specific_code: 0, parameter: error.parameter }, 400);
  }
  if (error instanceof ContentError) {
    const status = error.status >= 400 && error.status <= 599 && error.status !== 499 ? error.status : 502;
    if (error.message !== 'Request aborted')
      log[status >= 500 ? 'error' : 'info']('Content proxy request failed', { status, error: error.message, path: requestUrl(c).pathname });
    const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    // Too many fills at once in this isolate (decision 066): the content client may retry after this.
    if (error instanceof ContentBusyError) headers.set('retry-after', String(error.retryAfterSeconds));
    return new Response(JSON.stringify(errorBody(error, requestId)), { status, headers });
  }
  throw error;
});
