import { Hono } from 'hono';
import { getConfig } from '../config';
import { createLogger } from '../log/logger';
import { fetchLoginInfo } from './login-info';

/**
 * `GET /api/session`: the visitor's login info for the router's login guard on in-app navigation (SPEC §2
 * guard 1). The worker asks the App API with the visitor's cookies; the answer is theirs only, never cached.
 * `loginInfo` is null when it could not be fetched: the guard then treats the visitor as signed out.
 */
export const sessionRoute = new Hono<{ Bindings: Env; Variables: { requestId: string } }>();

sessionRoute.get('/', async (c) => {
  const config = getConfig(c.env);
  const log = createLogger(config.LOG_LEVEL, c.get('requestId'));
  const loginInfo = await fetchLoginInfo(c.env, config, c.req.header('cookie'), log, c.req.raw.signal);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ loginInfo });
});
