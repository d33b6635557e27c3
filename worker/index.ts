import { Hono, type Context } from 'hono';
import clientManifest from 'virtual:client-manifest';
import { registration } from './app-api/registration';
import { benchRoutes } from './bench/routes';
import { sessionRoute } from './app-api/session-route';
import { previewMode, previewRoutes, type PreviewVariables } from './content/preview';
import { contentProxy, contentProxyPath, proxySignInRequired } from './content/proxy';
import { navigationPath, navigationRoutes, navigationSignInRequired } from './content/navigation-route';
import { ConfigError } from './config';
import { requestContext } from './http/request-context';
import { requestBounds } from './http/request-bounds';
import { editorFraming, securityHeaders, type FramingVariables } from './http/security-headers';
import { documentGuards } from './guards/middleware';
import { redirectLookup } from './guards/redirect-lookup';
import { emulatorGateway, emulatorPrefix } from './local/emulator-gateway';
import { localFaultRoutes, localKvFaults } from './local/kv-faults';
import { createLogger, describeError, type Logger } from './log/logger';
import { redirectRoutes } from './redirects/routes';
import { searchRoute, searchSignInRequired } from './search/route';
import { apiSignInRequired, requireSession } from './session/visitor';
import { fileRoutes, fileSignInBody, fileSignInRequired } from './files/route';
import { webhookRoutes } from './webhooks/kontent';
import { documentHandler, type DocumentVariables } from './ssr/document-handler';
import { documentServices } from './ssr/document-services';
import { bodyLimit } from 'hono/body-limit';
import { formApi, formBodyLimitBytes } from './forms/api-routes';
import { consentPost } from './forms/consent-post';
import { formBodyTooLarge } from './forms/too-large';
import { pageFormBody, pageFormGate, pageFormSubmission } from './forms/page-post';

/** An address nothing answers: the API's JSON 404, as its clients read (pages answer their own 404 page). */
const apiNotFound = (c: Context) => c.json({ error: 'Not found' }, 404);

const app = new Hono<{ Bindings: Env; Variables: DocumentVariables & PreviewVariables & FramingVariables }>();

// First: the request id (every response below, however it was built, leaves with the id of its log lines), then
// the config, validated before anything reads it (a bad deployment fails on its first request with a clear
// message), and the request's logger. Everything after reads them with c.get (worker/http/request-context.ts).
app.use(...requestContext());
// An address longer than any page, or a document path with empty segments, is answered before anything reads it.
app.use(requestBounds());
// Before the security headers: the emulator's pages are local tools with their own rules.
app.all(`${emulatorPrefix}/*`, emulatorGateway);
app.all(emulatorPrefix, emulatorGateway);
// Local only (decision 109): the content cache's KV fault switch, and the failing binding it gives requests while armed.
app.route('/__local', localFaultRoutes);
app.use(localKvFaults());
// Outside the security headers, so it can widen their framing rule for an editor's preview (and nothing else).
app.use(editorFraming());
// Vite's dev server (not the test runner, which also counts as dev) needs a relaxed script policy.
app.use(securityHeaders(import.meta.env.DEV && import.meta.env.MODE !== 'test'));

/** A plain route with no rendering: health checks, and the benchmark's baseline. */
app.get('/healthz', (c) => c.text('ok'));

/** The deployed client build (product §7 builds/latest.json): open pages poll it to notice a new deploy. */
app.get('/builds/latest.json', (c) => c.json({ id: clientManifest.buildId }, 200, { 'cache-control': 'no-store' }));

app.route('/api/preview', previewRoutes);
app.use(previewMode);
// The proxy and the calls made for a user reach only visitors the pages let in (worker/session, decision 063).
app.use(`${contentProxyPath}/*`, requireSession(proxySignInRequired));
app.route(contentProxyPath, contentProxy);
// Downloads (decision 110): only for visitors the pages let in; a signed-out browser is sent to the login page.
app.use('/files/*', requireSession(fileSignInBody, fileSignInRequired));
app.route('/files', fileRoutes);
app.route('/api/redirects', redirectRoutes);
app.use('/api/registration', requireSession(apiSignInRequired));
app.use('/api/registration/*', requireSession(apiSignInRequired));
app.route('/api/registration', registration);
app.route('/api/webhooks', webhookRoutes);

app.route('/api/session', sessionRoute);
// A locale's whole header navigation, for the menus of a page that carries their first levels (decision 129).
app.use(`${navigationPath}/*`, requireSession(navigationSignInRequired));
app.route(navigationPath, navigationRoutes);
// For signed-in visitors (decision 111: every result is a protected page's words), bounded per client by
// SEARCH_RATE_LIMITER (decision 086).
app.use('/api/search', requireSession(searchSignInRequired));
app.use('/api/search/*', requireSession(searchSignInRequired));
app.route('/api/search', searchRoute);
// The contact form and the newsletter sign-up, sent in place by the page's script: anonymous visitors may use them
// (product §1), so no visitor session; the anti-forgery token, body limit, rate limit and bot check instead.
app.route('/api/forms', formApi);

// An address under the API prefixes that no endpoint above answered is the API's 404 for every method: JSON, as
// its clients read, never a page or the login redirect a document gets.
app.all('/api/*', apiNotFound);
app.all('/nuxt-api/*', apiNotFound);

const pages = documentHandler(documentServices);
// Bench builds only: the standard SSR workload through the same document handler, without the guards (decision 091).
benchRoutes(app, pages);
// product §2 guards run on document requests before the page renders (worker/guards).
app.get('*', documentGuards(redirectLookup), pages);
// A form posted to its page without JavaScript (decision 081): read within bounds (the consent dialog's answer kept
// there, decision 127), the page's guards, the submission,
// then the page rendered with its outcome.
app.post(
  '*',
  pageFormGate(),
  bodyLimit({ maxSize: formBodyLimitBytes, onError: (c) => formBodyTooLarge(c) }),
  consentPost(),
  pageFormBody(),
  documentGuards(redirectLookup),
  pageFormSubmission(),
  pages,
);

app.notFound(apiNotFound);
app.onError((error, c) => {
  // Set first of all, so present; 'unknown' only should that ever change (this path must not fail).
  const id: string = (c.get('requestId') as string | undefined) ?? 'unknown';
  // Unset when the config itself is what failed: the failure is still logged, at error level.
  const log: Logger | undefined = c.get('log');
  (log ?? createLogger('error', id)).error('Unhandled error', describeError(error));
  // A config the worker refuses (worker/config) serves nothing until it is fixed: unavailable, not a fault of the
  // request (decision 111); the log line above names every problem.
  if (error instanceof ConfigError) return c.json({ error: 'Service Unavailable', requestId: id }, 503);
  return c.json({ error: 'Internal server error', requestId: id }, 500);
});

export default app;
