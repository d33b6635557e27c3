import { Hono } from 'hono';
import { z } from 'zod';
import { describeError } from '../log/logger';
import { xsrfProblem } from '../security/xsrf';
import { AppApiError } from './client';
import { appApiCallerOf, keepSetCookie, visitorTokenOf } from './request-inputs';
import { appApiWithBearer } from './token';

/** product §7: the App API call that registers the signed-in user with the content tool. */
export const registrationUpstreamPath = '/api/v1/kontent-poc/registration';

/** The registration may take the App API a while (it upserts the user in the content tool). */
const registrationTimeoutMs = 10_000;

// The App API answers more fields; only the tool's address is used, and only an https one is passed on.
const upstreamAnswer = z.object({ redirectUrl: z.url({ protocol: /^https$/ }) });

/**
 * POST /api/registration (product §2 and §6, the Administration button): registers the user with the content tool
 * through the App API and answers `{ url }`, the tool's address for the browser to open. The call is made on the
 * visitor's behalf: the worker's client-credentials token as bearer (decision 032), the user's sign-in session as
 * the browser's cookies, forwarded as login-info does. State-changing, so it takes same-origin requests carrying
 * the anti-forgery token only.
 */
export const registration = new Hono<{ Bindings: Env }>();

registration.post('/', async (c) => {
  // Same origin and the visitor's anti-forgery token echoed from its cookie, as the proxy's POSTs (product §7).
  const problem = await xsrfProblem(c);
  if (problem) return c.json({ error: 'Forbidden', message: problem }, 403, { 'Cache-Control': 'no-store' });
  const log = c.get('log');
  const cookie = c.req.header('cookie');
  c.header('Cache-Control', 'no-store');
  let response: Response;
  try {
    const call = await appApiWithBearer(appApiCallerOf(c), visitorTokenOf(c), registrationUpstreamPath, {
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
      signal: c.req.raw.signal,
      timeoutMs: registrationTimeoutMs,
    });
    response = call.response;
    keepSetCookie(c, call.setCookie);
  } catch (error) {
    log.error('Failed to register user.', describeError(error));
    // No token to be had (logged by the token module): a clear, retryable answer without upstream detail.
    if (error instanceof AppApiError && error.status === 503) {
      return c.json({ error: 'Service Unavailable', message: error.message }, 503, { 'Retry-After': '30' });
    }
    return c.json({ error: 'Bad Gateway' }, 502);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    return c.json({ error: response.status === 401 ? 'Unauthorized' : 'Forbidden' }, response.status);
  }
  const parsed = response.ok ? upstreamAnswer.safeParse(await response.json().catch(() => undefined)) : undefined;
  if (!parsed?.success) {
    log.error('Failed to register user.', { upstreamStatus: response.status });
    return c.json({ error: 'Bad Gateway' }, 502);
  }
  return c.json({ url: parsed.data.redirectUrl });
});

registration.all('/', (c) => c.json({ error: 'Method Not Allowed' }, 405, { Allow: 'POST' }));
