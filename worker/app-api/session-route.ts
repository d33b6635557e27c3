import { Hono } from 'hono';
import { resolveLogin, sessionSetCookie } from '../session/login-resolution';

/**
 * `GET /api/session`: the visitor's login info for the router's login guard on in-app navigation (product §2
 * guard 1). The worker asks the App API with the visitor's cookies (a positive answer is kept briefly, keyed by
 * them: worker/app-api/login-info-cache.ts); the answer is theirs only, never cached by HTTP caches.
 * `loginInfo` is null when it could not be fetched and the visitor has no session (worker/session): the guard then
 * treats the visitor as signed out. With a session, an App API outage answers the session's stand-in instead.
 */
export const sessionRoute = new Hono<{ Bindings: Env }>();

sessionRoute.get('/', async (c) => {
  const config = c.get('config');
  const log = c.get('log');
  const login = await resolveLogin(c, config, log);
  // The router's login guard accepted or refused the visitor on this answer: the session follows it, as on pages.
  const session = await sessionSetCookie(c, config, login);
  if (session) c.header('set-cookie', session, { append: true });
  c.header('Cache-Control', 'private, no-store');
  return c.json({ loginInfo: login.info });
});
