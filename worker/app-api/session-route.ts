import { Hono } from 'hono';
import type { Visitor } from '../../app/guards/visitor';
import { resolveVisitor, sessionSetCookie } from '../session/visitor';

/**
 * `GET /api/session`: who the visitor is (app/guards/visitor.ts, decision 106), for the router's login guard on in-app
 * navigation (product §2 guard 1): `{ visitor }`, signed in (from the App API, or from the visitor session during an
 * outage, which it names), signed out, or unavailable. The answer is the visitor's only, never cached by HTTP caches.
 *
 * `loginInfo` is the answer as pages built before decision 106 read it (null: not known), so a page still open across
 * that deploy keeps navigating until it loads the new build (decision 008). Nothing of this build reads it.
 */
export const sessionRoute = new Hono<{ Bindings: Env }>();

sessionRoute.get('/', async (c) => {
  const config = c.get('config');
  const log = c.get('log');
  const resolution = await resolveVisitor(c, config, log);
  // The router's login guard accepted or refused the visitor on this answer: the session follows it, as on pages.
  const session = await sessionSetCookie(c, config, resolution);
  if (session) c.header('set-cookie', session, { append: true });
  c.header('Cache-Control', 'private, no-store');
  return c.json({ visitor: resolution.visitor, loginInfo: earlierAnswer(resolution.visitor) });
});

function earlierAnswer(visitor: Visitor) {
  switch (visitor.kind) {
    case 'signed-in':
      return { saml: { isLoggedIn: true, loginUrl: null }, b2bUserInfo: visitor.user };
    case 'signed-out':
      return { saml: { isLoggedIn: false, loginUrl: visitor.loginUrl }, b2bUserInfo: null };
    case 'unavailable':
      return null;
    default:
      return visitor satisfies never;
  }
}
