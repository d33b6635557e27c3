import type { Context } from 'hono';
import { generateCookie, setCookie } from 'hono/cookie';
import { randomToken, sign, verify } from './signing';
import { isHttpsRequest } from '../http/https-request';
import { requestCookie, requestCookieValues } from '../http/request-cookies';
import { isCrossOrigin } from '../http/same-origin';

/**
 * product §7 anti-forgery: a signed double-submit token bound to the visitor. The `XSRF-TOKEN` cookie holds
 * `{nonce}.{HMAC(visitor, nonce)}` (readable by the page's script, as the name demands), and a state-changing call
 * must echo it in `X-XSRF-TOKEN` from the same origin. The visitor is a random id in an HttpOnly cookie the page's
 * script cannot read and (as `__Host-`) no sibling subdomain can set: a token planted from elsewhere, or taken
 * from another visitor, fails the HMAC.
 */
export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'X-XSRF-TOKEN';

/** `__Host-` needs Secure, which plain http cannot have (plain http is the local loopback preview only). */
export const visitorCookieName = (secure: boolean) => (secure ? '__Host-xsrf-visitor' : 'xsrf-visitor');

const message = (visitor: string, nonce: string) => `xsrf:${visitor}:${nonce}`;
const wellFormedId = (value: string | undefined): value is string => value !== undefined && /^[\w-]{20,64}$/.test(value);

async function valid(token: string, key: string, visitor: string): Promise<boolean> {
  const [nonce = '', signature = '', ...rest] = token.split('.');
  return !rest.length && nonce.length >= 16 && verify(key, message(visitor, nonce), signature);
}

/**
 * The visitor's good token among the `XSRF-TOKEN` cookies sent: another one of that name, planted for another path
 * or a parent domain, may come before it, and must neither hide it nor make the worker issue a new one.
 */
async function goodTokenCookie<E extends { Bindings: Env }>(c: Context<E>, visitor: string): Promise<string | undefined> {
  for (const token of requestCookieValues(c, xsrfCookie)) if (await valid(token, c.get('config').SIGNING_KEY, visitor)) return token;
  return undefined;
}

// The token is not HttpOnly: the page's script echoes it. Secure wherever the page is https.
const tokenOptions = (c: Context) => ({ path: '/', secure: isHttpsRequest(c), sameSite: 'Lax' as const });
const visitorOptions = (c: Context) => ({ ...tokenOptions(c), httpOnly: true });

type IssuedCookie = [name: string, value: string, options: ReturnType<typeof visitorOptions>];

/**
 * The visitor's token (theirs when still good, else a new one) and the cookies to set for it: none when theirs is
 * good, a visitor id too when they have none.
 */
async function tokenAndCookies<E extends { Bindings: Env }>(c: Context<E>): Promise<{ token: string; visitor: string; cookies: IssuedCookie[] }> {
  const key = c.get('config').SIGNING_KEY;
  const known = requestCookie(c, visitorCookieName(isHttpsRequest(c)));
  const visitor = wellFormedId(known) ? known : randomToken();
  const current = visitor === known ? await goodTokenCookie(c, visitor) : undefined;
  if (current) return { token: current, visitor, cookies: [] };
  const nonce = randomToken();
  const value = `${nonce}.${await sign(key, message(visitor, nonce))}`;
  const token: IssuedCookie = [xsrfCookie, value, { ...tokenOptions(c), httpOnly: false }];
  return {
    token: value,
    visitor,
    cookies: visitor === known ? [token] : [[visitorCookieName(isHttpsRequest(c)), visitor, visitorOptions(c)], token],
  };
}

/** The cookies to set for a visitor without a valid token (a visitor id too when they have none); none when theirs is good. */
async function cookiesToIssue<E extends { Bindings: Env }>(c: Context<E>): Promise<IssuedCookie[]> {
  return (await tokenAndCookies(c)).cookies;
}

/**
 * For a page about to render: the token its forms carry in a hidden field (a form posted without JavaScript cannot
 * set a header), and the Set-Cookie values that issue it when the visitor has no valid one yet.
 */
export async function xsrfForPage<E extends { Bindings: Env }>(c: Context<E>): Promise<PageXsrf> {
  const { token, visitor, cookies } = await tokenAndCookies(c);
  return { token, visitor, setCookies: cookies.map(([name, value, options]) => generateCookie(name, value, options)) };
}

export interface PageXsrf {
  /** The token the page's forms carry (the visitor's, or the one this response issues). */
  readonly token: string;
  /** The visitor id it is bound to. */
  readonly visitor: string;
  /** Set-Cookie values issuing them; empty when the visitor's are still good. */
  readonly setCookies: readonly string[];
}

/** The visitor id the token is bound to (the forms scope their idempotency keys with it); undefined without one. */
export function xsrfVisitor<E extends { Bindings: Env }>(c: Context<E>): string | undefined {
  const visitor = requestCookie(c, visitorCookieName(isHttpsRequest(c)));
  return wellFormedId(visitor) ? visitor : undefined;
}

/** Issues the cookies when the visitor has no valid token yet. */
export async function ensureXsrfCookie<E extends { Bindings: Env }>(c: Context<E>): Promise<void> {
  for (const [name, value, options] of await cookiesToIssue(c)) setCookie(c, name, value, options);
}

/**
 * The Set-Cookie values issuing the token, for a response already built (a rendered page: its forms and buttons
 * post back with the token); empty when the visitor's token is still good.
 */
export async function xsrfSetCookies<E extends { Bindings: Env }>(c: Context<E>): Promise<string[]> {
  return (await cookiesToIssue(c)).map(([name, value, options]) => generateCookie(name, value, options));
}

/**
 * Null when the request passes; otherwise the reason, for a 403. `fromForm` is the token a form posted in a field
 * (`_xsrf`) instead of the header: the same double-submit check, for forms sent without JavaScript.
 */
export async function xsrfProblem<E extends { Bindings: Env }>(c: Context<E>, fromForm?: { token: string | undefined }): Promise<string | null> {
  if (isCrossOrigin(c)) return 'Cross-origin request';
  const cookies = requestCookieValues(c, xsrfCookie);
  const header = fromForm ? fromForm.token : c.req.header(xsrfHeader);
  if (cookies.length === 0 || !header) return 'Missing XSRF token';
  const visitor = requestCookie(c, visitorCookieName(isHttpsRequest(c)));
  // Double submit: the echoed token must be one of the cookies sent (any of them: see goodTokenCookie) and good.
  if (!cookies.includes(header) || !wellFormedId(visitor) || !(await valid(header, c.get('config').SIGNING_KEY, visitor)))
    return 'Invalid XSRF token';
  return null;
}
