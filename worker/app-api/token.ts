import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { describeError, type Logger } from '../log/logger';
import { keptValue } from '../memo/kept-value';
import { AppApiError, appApiFetch } from './client';
import { isHttpsRequest } from '../http/https-request';
import { requestCookie } from '../http/request-cookies';

export const tokenPath = '/api/v1/oauth/access-token';
/** product §6: the anonymous front-end client's scopes. */
export const tokenScopes = ['contact:save', 'newsletter:save', 'search:search'] as const;
/** product §6: the token's cookie. HttpOnly: the browser carries it but no script reads it. */
export const tokenCookie = 'oauth';
/** A token is replaced this long before it expires, so no call goes out with one about to lapse. */
export const tokenRefreshMarginMs = 60_000;

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

interface CachedToken {
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

async function requestToken(env: Env, config: AppConfig, now: () => number): Promise<CachedToken> {
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
export async function getAccessToken(env: Env, config: AppConfig, log: Logger, now: () => number = Date.now): Promise<CachedToken> {
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

/**
 * A bearer token for an App API call made on the visitor's behalf: the one in their `oauth` cookie when present,
 * else the worker's, with the cookie that keeps it (HttpOnly, Secure on https, SameSite=Lax) until it expires. The
 * cookie is the caller's to set, and only on a call that succeeded (issue 13: a refused request gets no token).
 */
async function visitorBearer<E extends { Bindings: Env }>(
  c: Context<E>,
  config: AppConfig,
  log: Logger,
  options: { fresh?: boolean } = {},
): Promise<{ value: string; keep?: () => void }> {
  const fromCookie = options.fresh ? undefined : requestCookie(c, tokenCookie);
  if (fromCookie) return { value: fromCookie };
  const token = await getAccessToken(env(c), config, log);
  const keep = () =>
    setCookie(c, tokenCookie, token.value, {
      httpOnly: true,
      secure: isHttpsRequest(c),
      sameSite: 'Lax',
      path: '/',
      maxAge: Math.max(0, Math.floor((token.expiresAt - tokenRefreshMarginMs - Date.now()) / 1000)),
    });
  return { value: token.value, keep };
}

const env = <E extends { Bindings: Env }>(c: Context<E>): Env => c.env;

/** An App API call made with the visitor's bearer, and the way to keep the worker's token for their next call. */
export interface BearerCall {
  response: Response;
  /** Sets the `oauth` cookie with the worker's token; nothing when the call went out with the visitor's own. */
  keepToken: () => void;
}

/**
 * An App API call with the visitor's bearer, leaving to the caller whether it succeeded and the token may be kept:
 * a caller that reads the answer first (the site search, decision 086) keeps it only with an answer it could use.
 * A token the App API refuses (an old cookie) is replaced once. A token that cannot be had at all is an
 * AppApiError with status 503: callers answer it as a clear error.
 */
export async function appApiCallWithBearer<E extends { Bindings: Env }>(
  c: Context<E>,
  config: AppConfig,
  log: Logger,
  path: string,
  request: Parameters<typeof appApiFetch>[3] = {},
): Promise<BearerCall> {
  const call = async (fresh: boolean): Promise<BearerCall> => {
    let bearer: Awaited<ReturnType<typeof visitorBearer>>;
    try {
      bearer = await visitorBearer(c, config, log, { fresh });
    } catch {
      throw new AppApiError('The service is not available right now. Please try again later.', 503);
    }
    const response = await appApiFetch(c.env, config, path, { ...request, headers: { ...request.headers, authorization: `Bearer ${bearer.value}` } });
    return { response, keepToken: bearer.keep ?? (() => {}) };
  };
  const first = await call(false);
  if (first.response.status !== 401 || !requestCookie(c, tokenCookie)) return first;
  await first.response.body?.cancel();
  return call(true);
}

/**
 * An App API call with the visitor's bearer (`appApiCallWithBearer`), the worker's token kept in the visitor's
 * `oauth` cookie when the App API answered 2xx.
 */
export async function appApiWithBearer<E extends { Bindings: Env }>(
  c: Context<E>,
  config: AppConfig,
  log: Logger,
  path: string,
  request: Parameters<typeof appApiFetch>[3] = {},
): Promise<Response> {
  const { response, keepToken } = await appApiCallWithBearer(c, config, log, path, request);
  if (response.ok) keepToken();
  return response;
}
