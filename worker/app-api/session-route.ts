import { Hono } from 'hono';
import { getConfig } from '../config';
import { createLogger } from '../log/logger';
import { loginInfoFor } from './login-info-cache';

/**
 * `GET /api/session`: the visitor's login info for the router's login guard on in-app navigation (SPEC §2
 * guard 1). The worker asks the App API with the visitor's cookies (a positive answer is kept briefly, keyed by
 * them: worker/app-api/login-info-cache.ts); the answer is theirs only, never cached by HTTP caches.
 * `loginInfo` is null when it could not be fetched: the guard then treats the visitor as signed out.
 */
export const sessionRoute = new Hono<{ Bindings: Env; Variables: { requestId: string } }>();

sessionRoute.get('/', async (c) => {
  const config = getConfig(c.env);
  const log = createLogger(config.LOG_LEVEL, c.get('requestId'));
  const loginInfo = await loginInfoFor(c.env, config, c.req.header('cookie'), log, c.req.raw.signal);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ loginInfo });
});
