import type { AnyRouter } from '@tanstack/react-router';
import type { ServerManifest } from '@tanstack/router-core';
import clientManifest from 'virtual:client-manifest';
import { createRequestHandler } from '@tanstack/react-router/ssr/server';
import type { ContentClient } from '../../app/content/client';
import type { FormsPageSettings } from '../../app/forms/submission';
import type { GuardPageContext } from '../../app/guards/page-context';
import type { SiteSearch } from '../../app/search/site-search';
import { isHttpError, isUpstreamError } from '../../app/errors';
import { createI18n } from '../../app/i18n/setup';
import { createRouter } from '../../app/router';
import { loadServerCatalog } from './catalogs';
import { pageLinkHeader } from './early-hints';
import { buildRouterManifest } from './router-manifest';
import { routerRequest } from './router-request';
import { streamHandler } from './stream-handler';

// Route ids are the same for every router built from the route tree: the manifest is built once per isolate.
let routerManifest: ServerManifest | undefined;
const getRouterManifest = (router: AnyRouter) => (routerManifest ??= buildRouterManifest(router, clientManifest));

export interface RenderOptions {
  request: Request;
  content: ContentClient;
  search: SiteSearch;
  basePath: string;
  nonce: string;
  /** The guards already ran in the worker (worker/guards); the router only passes their verdict to the page. */
  guardPage?: GuardPageContext;
  /** Published on the page for the smart-link SDK (product §3 editing-overlay data). */
  kontentEnvironmentId?: string;
  /** What the page's forms need (worker/forms/page-settings.ts); none outside a document request (tests). */
  forms?: FormsPageSettings;
}

/**
 * Streams the page for a document request. Loaders run before the first byte; data a loader defers streams in
 * later, so the document shell reaches the browser before slow content does.
 */
export async function renderPage({
  request,
  content,
  search,
  basePath,
  nonce,
  guardPage,
  kontentEnvironmentId = '',
  forms,
}: RenderOptions): Promise<Response> {
  const guards = guardPage ? { check: async () => ({ kind: 'render' as const, page: guardPage }) } : undefined;
  const siteUrl = `${new URL(request.url).origin}${basePath}`;
  const makeRouter = () =>
    createRouter({
      context: {
        i18n: createI18n(),
        loadCatalog: loadServerCatalog,
        content,
        search,
        buildId: clientManifest.buildId,
        siteUrl,
        guards,
        kontent: { environmentId: kontentEnvironmentId },
        ...(forms ? { forms: { current: forms } } : {}),
      },
      basepath: basePath,
      nonce,
    });
  let router: ReturnType<typeof makeRouter> | undefined;
  const handler = createRequestHandler({
    request: routerRequest(request),
    createRouter: () => (router = makeRouter()),
    getRouterManifest: () => getRouterManifest(router ?? makeRouter()),
  });
  const response = await handler(streamHandler);
  announceScripts(response, router);
  if (response.status !== 500) return response;
  const meant = meantStatus(router?.state.matches.map((match) => match.error) ?? []);
  if (!meant) return response;
  const headers = new Headers(response.headers);
  if (meant.retryAfterSeconds !== undefined) headers.set('retry-after', String(meant.retryAfterSeconds));
  return new Response(response.body, { status: meant.status, statusText: '', headers });
}

/**
 * The page's scripts in a `Link` header (./early-hints.ts), on the pages a browser shows: not on redirects, nor on
 * server errors (their screen needs nothing beyond the entry, and the edge should not keep hints from a failure).
 */
function announceScripts(response: Response, router: AnyRouter | undefined) {
  if (!router || response.status >= 500 || (response.status >= 300 && response.status < 400)) return;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return;
  const links = pageLinkHeader(
    getRouterManifest(router),
    router.state.matches.map((match) => match.routeId),
  );
  if (links) response.headers.set('link', links);
}

/**
 * TanStack answers 500 for any loader error. An HttpError (app/errors.ts) says which status it is meant to be;
 * an UpstreamError carries Kontent's failure (502, 503, 504) and, when the worker was busy, its Retry-After.
 */
function meantStatus(errors: unknown[]): { status: number; retryAfterSeconds?: number } | undefined {
  const meant = errors.find((error) => isHttpError(error) || isUpstreamError(error));
  if (!meant || meant.status < 400 || meant.status > 599) return undefined;
  return { status: meant.status, retryAfterSeconds: isUpstreamError(meant) ? meant.retryAfterSeconds : undefined };
}
