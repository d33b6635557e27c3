import type { Context, MiddlewareHandler } from 'hono';
import { generateCookie } from 'hono/cookie';
import type { Visitor } from '../../app/guards/visitor';
import { loginInfoFor } from '../app-api/login-info-cache';
import type { AppConfig } from '../config';
import type { Logger } from '../log/logger';
import {
  readSessionValue,
  sameUser,
  sessionCookieName,
  sessionLifetimeSeconds,
  sessionValue,
  sessionVerifyAfterSeconds,
  type SessionUser,
  type VisitorSession,
} from './visitor-session';
import { isHttpsRequest } from '../http/https-request';
import { requestCookie } from '../http/request-cookies';
import { requestUrl } from '../http/request-url';

/**
 * Who is this visitor (issue 26, decision 106): the one place that combines the App API's login info
 * (worker/app-api/login-info.ts says what each of its outcomes means) with the visitor session
 * (./visitor-session.ts: signed, naming the user, valid 4 h after the App API last confirmed it):
 *
 * | App API                                            | session          | visitor                                     |
 * |----------------------------------------------------|------------------|---------------------------------------------|
 * | signed in as U                                     | any              | signed-in U, from the App API               |
 * | signed out, or refused (4xx)                       | any              | signed-out (a session is cleared)           |
 * | unavailable (no answer, timeout, 5xx, malformed)   | valid, user S    | signed-in S, from the session (not renewed) |
 * | unavailable                                        | none             | unavailable                                 |
 *
 * The login guard (app/guards/login.ts), `GET /api/session` and `requireSession` below all act on this answer.
 */
export interface VisitorResolution {
  readonly visitor: Visitor;
  /** The valid session the request carried, if any. */
  readonly session: VisitorSession | undefined;
  /** Epoch ms the App API was asked for its answer: earlier than now when the isolate kept it (decision 036). */
  readonly askedAt: number;
}

/** The valid session cookie of this request, if any. */
export function readSession<E extends { Bindings: Env }>(c: Context<E>, config: AppConfig): Promise<VisitorSession | undefined> {
  return readSessionValue(config.SIGNING_KEY, requestCookie(c, sessionCookieName(isHttpsRequest(c))), Date.now());
}

/** Asks the App API who the visitor is (kept briefly per isolate, decision 036) and lets the session stand in for an outage only. */
export async function resolveVisitor<E extends { Bindings: Env }>(c: Context<E>, config: AppConfig, log: Logger): Promise<VisitorResolution> {
  const [session, { answer, askedAt }] = await Promise.all([
    readSession(c, config),
    loginInfoFor(c.env, config, c.req.header('cookie'), log, c.req.raw.signal),
  ]);
  switch (answer.kind) {
    case 'signed-in':
      return { visitor: { kind: 'signed-in', source: 'app-api', user: answer.user }, session, askedAt };
    case 'signed-out':
      return { visitor: { kind: 'signed-out', source: 'app-api', loginUrl: answer.loginUrl }, session, askedAt };
    case 'unavailable':
      if (!session) return { visitor: { kind: 'unavailable', outage: answer.outage }, session, askedAt };
      log.warn('Login info unavailable: the visitor session stands in', {
        ...answer.outage,
        sessionAgeSeconds: Math.round(Date.now() / 1000 - session.verifiedAt),
      });
      return { visitor: { kind: 'signed-in', source: 'session', user: session.user, outage: answer.outage }, session, askedAt };
    default:
      return answer satisfies never;
  }
}

/** Whether the session's last verification still holds without asking the App API (a minute, decision 106). */
export function verifiedRecently(session: VisitorSession, nowMs: number): boolean {
  return nowMs / 1000 - session.verifiedAt < sessionVerifyAfterSeconds;
}

/**
 * What the session cookie becomes after this answer: issued, verified when the App API was asked, for a user it
 * confirmed whose cookie is missing, someone else's (a session never stands in for another user), or due for
 * verification; cleared for a visitor it calls signed out; untouched while it cannot answer, so an outage never
 * extends a session.
 */
export function sessionChange(
  { visitor, session, askedAt }: VisitorResolution,
  nowMs: number,
): { issue: SessionUser; verifiedAt: number } | { clear: true } | undefined {
  switch (visitor.kind) {
    case 'signed-in': {
      if (visitor.source === 'session') return undefined;
      const issue = { issue: visitor.user, verifiedAt: askedAt };
      if (!session || !sameUser(session.user, visitor.user)) return issue;
      // A kept answer older than the session's own verification would move it back: the session stays as it is.
      return !verifiedRecently(session, nowMs) && askedAt / 1000 > session.verifiedAt ? issue : undefined;
    }
    case 'signed-out':
      return session ? { clear: true } : undefined;
    case 'unavailable':
      return undefined;
    default:
      return visitor satisfies never;
  }
}

/** The Set-Cookie value that brings the session in line with the App API's answer, if anything changes. */
export async function sessionSetCookie<E extends { Bindings: Env }>(
  c: Context<E>,
  config: AppConfig,
  resolution: VisitorResolution,
): Promise<string | undefined> {
  const change = sessionChange(resolution, Date.now());
  if (!change) return undefined;
  const secure = isHttpsRequest(c);
  const options = { path: '/', secure, httpOnly: true, sameSite: 'Lax' as const };
  if ('clear' in change) return generateCookie(sessionCookieName(secure), '', { ...options, maxAge: 0 });
  return generateCookie(sessionCookieName(secure), await sessionValue(config.SIGNING_KEY, change.issue, change.verifiedAt), {
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
 * mode (every page open); otherwise 401 in `body`'s shape. Nothing behind it runs, and no token is handed out.
 *
 * A session verified within the last minute is taken as it is. An older one is checked again (decision 106): the
 * visitor as `resolveVisitor` tells it, through the isolate's 20 s memory of the App API's answers, so a reader costs
 * the App API one call a minute at most. Signed in (by the App API, or by the session itself during an outage) goes
 * on, with the session issued again when the App API confirmed it; signed out is refused and the session cleared.
 */
export function requireSession(
  body: (c: Context) => Record<string, unknown>,
  /** An answer of its own for some refused requests (a browser navigating to a file: the login page, decision 110). */
  refusal?: (c: Context) => Response | undefined,
): MiddlewareHandler<{ Bindings: Env; Variables: SessionVariables }> {
  return async (c, next) => {
    const config = c.get('config');
    const log = c.get('log');
    if (config.DEMO_MODE || c.get('preview') === true) return next();
    const session = await readSession(c, config);
    if (!session) return refuse(c, { body, refusal }, 'Request without a visitor session refused');
    if (verifiedRecently(session, Date.now())) {
      c.set('visitorId', session.user.userId);
      return next();
    }
    const resolution = await resolveVisitor(c, config, log);
    const cookie = await sessionSetCookie(c, config, resolution);
    const { visitor } = resolution;
    switch (visitor.kind) {
      case 'signed-in':
        c.set('visitorId', visitor.user.userId);
        await next();
        if (cookie) c.header('set-cookie', cookie, { append: true });
        return;
      case 'signed-out':
      case 'unavailable':
        return refuse(c, { body, refusal }, 'Visitor session no longer confirmed: refused', cookie);
      default:
        return visitor satisfies never;
    }
  };
}

function refuse(
  c: Context,
  answers: { body: (c: Context) => Record<string, unknown>; refusal: ((c: Context) => Response | undefined) | undefined },
  message: string,
  clearSession?: string,
): Response {
  c.get('log').info(message, { path: requestUrl(c).pathname.slice(0, 200) });
  const own = answers.refusal?.(c);
  if (own) {
    own.headers.set('cache-control', 'no-store');
    if (clearSession) own.headers.append('set-cookie', clearSession);
    return own;
  }
  return c.json(answers.body(c), 401, { 'cache-control': 'no-store', ...(clearSession ? { 'set-cookie': clearSession } : {}) });
}

/** The 401 of an `/api/*` call made for a user. */
export const apiSignInRequired = () => ({ error: 'Unauthorized', message: 'Sign in to use this.' });
