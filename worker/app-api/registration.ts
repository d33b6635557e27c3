import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { getConfig } from '../config';
import { upstreamFetch } from '../content/upstream';
import { createLogger, describeError } from '../log/logger';

/** SPEC §7: the App API call that registers the signed-in user with the content tool. */
export const registrationUpstreamPath = '/api/v1/kontent-poc/registration';

// The App API answers more fields; only the tool's address is used, and only an https one is passed on.
const upstreamAnswer = z.object({ redirectUrl: z.url({ protocol: /^https$/ }) });

type RegistrationEnv = { Bindings: Env; Variables: { requestId: string } };

/**
 * POST /api/registration (SPEC §2 and §6, the Administration button): registers the user with the content tool
 * through the App API and answers `{ url }`, the tool's address for the browser to open. The user's sign-in
 * session travels as the browser's cookies, forwarded to the App API as login-info does. State-changing, so it
 * accepts same-origin requests only.
 */
export const registration = new Hono<RegistrationEnv>();

registration.post('/', async (c) => {
  if (!sameOrigin(c)) return c.json({ error: 'Forbidden', message: 'Cross-site request refused' }, 403);
  const config = getConfig(c.env);
  const log = createLogger(config.LOG_LEVEL, c.get('requestId') ?? 'unknown');
  const cookie = c.req.header('cookie');
  let response: Response;
  try {
    response = await upstreamFetch(c.env)(`${config.APP_API_URL.replace(/\/$/, '')}${registrationUpstreamPath}`, {
      headers: { Accept: 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    log.error('Failed to register user.', describeError(error));
    return c.json({ error: 'Bad Gateway' }, 502);
  }
  if (response.status === 401 || response.status === 403) {
    return c.json({ error: response.status === 401 ? 'Unauthorized' : 'Forbidden' }, response.status);
  }
  const parsed = response.ok ? upstreamAnswer.safeParse(await response.json().catch(() => undefined)) : undefined;
  if (!parsed?.success) {
    log.error('Failed to register user.', { upstreamStatus: response.status });
    return c.json({ error: 'Bad Gateway' }, 502);
  }
  c.header('Cache-Control', 'no-store');
  return c.json({ url: parsed.data.redirectUrl });
});

registration.all('/', (c) => c.json({ error: 'Method Not Allowed' }, 405, { Allow: 'POST' }));

/** Same-origin only: the Origin header browsers send on POST, or Fetch Metadata when Origin is absent. */
function sameOrigin(c: Context<RegistrationEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin) return origin === new URL(c.req.url).origin;
  return c.req.header('sec-fetch-site') === 'same-origin';
}
