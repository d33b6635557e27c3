import type { Context, MiddlewareHandler } from 'hono';
import { generateCookie } from 'hono/cookie';
import type { LoginInfo } from '../../app/guards/login-info';
import { loginInfoFor } from '../app-api/login-info-cache';
import type { AppConfig } from '../config';
import type { Logger } from '../log/logger';
import {
  loginInfoOfSession,
  readSessionValue,
  sessionChange,
  sessionCookieName,
  sessionLifetimeSeconds,
  sessionValue,
  type VisitorSession,
} from './visitor-session';
import { isHttpsRequest } from '../http/https-request';
import { requestCookie } from '../http/request-cookies';
import { requestUrl } from '../http/request-url';

/** Who is asking, as far as the worker can tell for one request. */
export interface LoginResolution {
  /** What the guards decide on: the App API's answer, else (App API unavailable) the session's stand-in. */
  readonly info: LoginInfo | null;
  /** The App API's own answer; null when it could not be had. */
  readonly answer: LoginInfo | null;
  /** The valid session the request carried, if any. */
  readonly session: VisitorSession | undefined;
}

/** The valid session cookie of this request, if any. */
export function readSession<E extends { Bindings: Env }>(c: Context<E>, config: AppConfig): Promise<VisitorSession | undefined> {
  return readSessionValue(config.SIGNING_KEY, requestCookie(c, sessionCookieName(isHttpsRequest(c))), Date.now());
}

/**
 * Asks the App API who the visitor is (product §7 login info, kept briefly per isolate) and falls back to their
 * session while it cannot answer: a retailer keeps reading through an App API outage, for the session's lifetime.
 */
export async function resolveLogin<E extends { Bindings: Env }>(c: Context<E>, config: AppConfig, log: Logger): Promise<LoginResolution> {
  const [session, answer] = await Promise.all([readSession(c, config), loginInfoFor(c.env, config, c.req.header('cookie'), log, c.req.raw.signal)]);
  if (answer || !session) return { info: answer, answer, session };
  log.warn('Login info unavailable: the visitor session stands in', { sessionAgeSeconds: Math.round(Date.now() / 1000 - session.issuedAt) });
  return { info: loginInfoOfSession(session), answer: null, session };
}

/** The Set-Cookie value that brings the session in line with the App API's answer, if anything changes. */
export async function sessionSetCookie<E extends { Bindings: Env }>(
  c: Context<E>,
  config: AppConfig,
  resolution: LoginResolution,
): Promise<string | undefined> {
  const now = Date.now();
  const change = sessionChange(resolution.answer, resolution.session, now);
  if (!change) return undefined;
  const secure = isHttpsRequest(c);
  const options = { path: '/', secure, httpOnly: true, sameSite: 'Lax' as const };
  if ('clear' in change) return generateCookie(sessionCookieName(secure), '', { ...options, maxAge: 0 });
  return generateCookie(sessionCookieName(secure), await sessionValue(config.SIGNING_KEY, change.issue, now), {
    ...options,
    maxAge: sessionLifetimeSeconds,
  });
}

export interface SessionVariables {
  /** The signed-in visitor a request acts for, once `requireSession` accepted its session. */
  visitorId?: string;
  /** Set by the preview middleware (worker/content/preview.ts) before this runs. */
  preview?: boolean;
}

/**
 * For the content proxy and the `/api/*` calls made for a user: a valid session, an editor's preview session (its
 * signed cookie is the one sent inside Kontent's Web Spotlight frame, where SameSite=Lax cookies are not), or demo
 * mode (every page open); otherwise 401 in `body`'s shape. Nothing behind it runs, and no cookie or token is handed out.
 */
export function requireSession(body: (c: Context) => Record<string, unknown>): MiddlewareHandler<{ Bindings: Env; Variables: SessionVariables }> {
  return async (c, next) => {
    const config = c.get('config');
    const log = c.get('log');
    if (config.DEMO_MODE || c.get('preview') === true) return next();
    const session = await readSession(c, config);
    if (session) {
      c.set('visitorId', session.user.userId);
      return next();
    }
    log.info('Request without a visitor session refused', { path: requestUrl(c).pathname.slice(0, 200) });
    return c.json(body(c), 401, { 'cache-control': 'no-store' });
  };
}

/** The 401 of an `/api/*` call made for a user. */
export const apiSignInRequired = () => ({ error: 'Unauthorized', message: 'Sign in to use this.' });
