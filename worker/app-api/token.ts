import { generateCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { describeError, type Logger } from '../log/logger';
import { keptValue } from '../../app/memo/kept-value';
import { open, seal } from '../security/sealing';
import type { UpstreamBindings } from '../content/upstream';
import { AppApiError, appApiFetch } from './client';

export const tokenPath = '/api/v1/oauth/access-token';
/** product §6: the anonymous front-end client's scopes. */
export const tokenScopes = ['contact:save', 'newsletter:save', 'search:search'] as const;
/**
 * product §6: the token's cookie. HttpOnly: the browser carries it but no script reads it; sealed (decision 107): it
 * carries the token only for this worker to open, so no visitor ever holds a bearer for the App API.
 */
export const tokenCookie = 'oauth';
/** A token is replaced this long before it expires, so no call goes out with one about to lapse. */
export const tokenRefreshMarginMs = 60_000;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

export interface CachedToken {
  readonly value: string;
  readonly expiresAt: number;
}

/** The isolate's token, answered until the refresh margin before it expires. */
const kept = keptValue<CachedToken>((token, now) => token.expiresAt - tokenRefreshMarginMs - now);
/** The token request under way: concurrent callers share it. */
let pending: Promise<CachedToken> | undefined;

/** Forgets the isolate's token (tests). */
export function forgetAccessToken(): void {
  kept.forget();
  pending = undefined;
}

async function requestToken(env: UpstreamBindings, config: AppConfig, now: () => number): Promise<CachedToken> {
  const body = new URLSearchParams({
    client_id: config.OAUTH_CLIENT_ID,
    client_secret: config.OAUTH_CLIENT_SECRET,
    scope: tokenScopes.join(' '),
    grant_type: 'client_credentials',
  });
  const response = await appApiFetch(env, config, tokenPath, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new AppApiError(`App API token request answered ${response.status}`, response.status);
  }
  const parsed = tokenAnswer.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new AppApiError('App API token answer has no access_token', 502);
  // Without an expiry the token is kept briefly rather than forever.
  const lifetimeMs = (parsed.data.expires_in ?? 300) * 1000;
  return { value: parsed.data.access_token, expiresAt: now() + lifetimeMs };
}

/**
 * The client-credentials token (product §6, §7), obtained with the secret only the worker holds and cached in the
 * isolate until shortly before it expires. Concurrent callers share one request. Failures are logged and thrown.
 */
export async function getAccessToken(env: UpstreamBindings, config: AppConfig, log: Logger, now: () => number = Date.now): Promise<CachedToken> {
  const cached = kept.get(now());
  if (cached) return cached;
  pending ??= requestToken(env, config, now)
    .then((token) => kept.keep(token, now()))
    .finally(() => (pending = undefined));
  try {
    return await pending;
  } catch (error) {
    log.error('Failed to obtain App API token', describeError(error));
    throw error;
  }
}

/** The sealing purpose of the token cookie (worker/security/sealing.ts): its key is derived for this use only. */
const sealingPurpose = 'oauth-cookie';

/** What the token is good for: this App API and client; a cookie sealed for another (a staging copy) does not open. */
const sealingContext = (config: Pick<AppConfig, 'APP_API_URL' | 'OAUTH_CLIENT_ID'>) => `${config.APP_API_URL}\n${config.OAUTH_CLIENT_ID}`;

const sealedToken = z.object({ value: z.string().min(1).max(3000), expiresAt: z.number() });

/** The cookie's value for a token: the token and its expiry, sealed with a key derived from SIGNING_KEY. */
export async function sealToken(config: Pick<AppConfig, 'SIGNING_KEY' | 'APP_API_URL' | 'OAUTH_CLIENT_ID'>, token: CachedToken): Promise<string> {
  return seal(config.SIGNING_KEY, sealingPurpose, JSON.stringify({ value: token.value, expiresAt: token.expiresAt }), sealingContext(config));
}

/**
 * The token in a cookie this worker sealed, while it is good past the refresh margin; undefined for anything else:
 * junk, a value planted by a visitor or a sibling site, one sealed by another deployment, or an expired token.
 */
export async function openToken(
  config: Pick<AppConfig, 'SIGNING_KEY' | 'APP_API_URL' | 'OAUTH_CLIENT_ID'>,
  cookie: string | undefined,
  now: number = Date.now(),
): Promise<CachedToken | undefined> {
  if (!cookie) return undefined;
  const plain = await open(config.SIGNING_KEY, sealingPurpose, cookie, sealingContext(config));
  if (plain === undefined) return undefined;
  let parsed: ReturnType<typeof sealedToken.safeParse>;
  try {
    parsed = sealedToken.safeParse(JSON.parse(plain));
  } catch {
    return undefined;
  }
  return parsed.success && parsed.data.expiresAt - tokenRefreshMarginMs > now ? parsed.data : undefined;
}

/** What an App API call is made with: the binding it goes through, the config and the request's log (decision 072). */
export interface AppApiCaller {
  readonly env: UpstreamBindings;
  readonly config: AppConfig;
  readonly log: Logger;
}

/** The visitor's side of the token, read by the route from the request (issue 26: modules get their inputs). */
export interface VisitorToken {
  /** The request's `oauth` cookie as it came, whatever it holds. */
  readonly cookie: string | undefined;
  /** The answer goes out over https: the cookie gets Secure. */
  readonly https: boolean;
}

/** An App API call made with the visitor's bearer, and the way to keep the worker's token for their next call. */
export interface BearerCall {
  response: Response;
  /**
   * The Set-Cookie value keeping the worker's token, sealed, in `oauth` (HttpOnly, Secure on https, SameSite=Lax,
   * until the refresh margin); undefined when the call went out with the token of the visitor's own cookie. The
   * caller sets it, and only with an answer that succeeded (decision 063: a refused request gets no token).
   */
  tokenCookie: () => Promise<string | undefined>;
}

/**
 * The bearer for a call made on the visitor's behalf: the token of their `oauth` cookie when this worker sealed it
 * and it is still good, else the worker's own (which their cookie may then keep). Whatever else the cookie holds is
 * ignored, so a planted value can neither be sent to the App API nor fail the call.
 */
async function visitorBearer(
  caller: AppApiCaller,
  visitor: VisitorToken,
  fresh: boolean,
): Promise<{ value: string; fromCookie: boolean; tokenCookie: () => Promise<string | undefined> }> {
  const opened = fresh ? undefined : await openToken(caller.config, visitor.cookie);
  if (opened) return { value: opened.value, fromCookie: true, tokenCookie: async () => undefined };
  const token = await getAccessToken(caller.env, caller.config, caller.log);
  const keep = async () =>
    generateCookie(tokenCookie, await sealToken(caller.config, token), {
      httpOnly: true,
      secure: visitor.https,
      sameSite: 'Lax',
      path: '/',
      maxAge: Math.max(0, Math.floor((token.expiresAt - tokenRefreshMarginMs - Date.now()) / 1000)),
    });
  return { value: token.value, fromCookie: false, tokenCookie: keep };
}

/**
 * An App API call with the visitor's bearer, leaving to the caller whether it succeeded and the token may be kept:
 * a caller that reads the answer first (the site search, decision 086) keeps it only with an answer it could use.
 * A token from the cookie that the App API refuses (revoked, or issued before a rotation) is replaced once. A token
 * that cannot be had at all is an AppApiError with status 503: callers answer it as a clear error.
 */
export async function appApiCallWithBearer(
  caller: AppApiCaller,
  visitor: VisitorToken,
  path: string,
  request: Parameters<typeof appApiFetch>[3] = {},
): Promise<BearerCall> {
  const call = async (fresh: boolean): Promise<BearerCall & { fromCookie: boolean }> => {
    let bearer: Awaited<ReturnType<typeof visitorBearer>>;
    try {
      bearer = await visitorBearer(caller, visitor, fresh);
    } catch {
      throw new AppApiError('The service is not available right now. Please try again later.', 503);
    }
    const response = await appApiFetch(caller.env, caller.config, path, {
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${bearer.value}` },
    });
    return { response, tokenCookie: bearer.tokenCookie, fromCookie: bearer.fromCookie };
  };
  const first = await call(false);
  if (first.response.status !== 401 || !first.fromCookie) return first;
  await first.response.body?.cancel();
  return call(true);
}

/**
 * An App API call with the visitor's bearer (`appApiCallWithBearer`), with the Set-Cookie value that keeps the
 * worker's token in the visitor's `oauth` cookie when the App API answered 2xx.
 */
export async function appApiWithBearer(
  caller: AppApiCaller,
  visitor: VisitorToken,
  path: string,
  request: Parameters<typeof appApiFetch>[3] = {},
): Promise<{ response: Response; setCookie?: string }> {
  const { response, tokenCookie } = await appApiCallWithBearer(caller, visitor, path, request);
  const setCookie = response.ok ? await tokenCookie() : undefined;
  return setCookie ? { response, setCookie } : { response };
}
