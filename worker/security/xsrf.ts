import type { Context } from 'hono';
import { generateCookie, getCookie, setCookie } from 'hono/cookie';
import { randomToken, sign, verify } from './signing';

/**
 * SPEC §7 anti-forgery: a signed double-submit token bound to the visitor. The `XSRF-TOKEN` cookie holds
 * `{nonce}.{HMAC(visitor, nonce)}` (readable by the page's script, as the name demands), and a state-changing call
 * must echo it in `X-XSRF-TOKEN` from the same origin. The visitor is a random id in an HttpOnly cookie the page's
 * script cannot read and (as `__Host-`) no sibling subdomain can set: a token planted from elsewhere, or taken
 * from another visitor, fails the HMAC.
 */
export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'X-XSRF-TOKEN';

const https = (c: Context) => new URL(c.req.url).protocol === 'https:';
/** `__Host-` needs Secure, which plain http cannot have (plain http is the local loopback preview only). */
export const visitorCookieName = (secure: boolean) => (secure ? '__Host-xsrf-visitor' : 'xsrf-visitor');

const message = (visitor: string, nonce: string) => `xsrf:${visitor}:${nonce}`;
const wellFormedId = (value: string | undefined): value is string => value !== undefined && /^[\w-]{20,64}$/.test(value);

async function valid(token: string, key: string, visitor: string): Promise<boolean> {
  const [nonce = '', signature = '', ...rest] = token.split('.');
  return !rest.length && nonce.length >= 16 && verify(key, message(visitor, nonce), signature);
}

// The token is not HttpOnly: the page's script echoes it. Secure wherever the page is https.
const tokenOptions = (c: Context) => ({ path: '/', secure: https(c), sameSite: 'Lax' as const });
const visitorOptions = (c: Context) => ({ ...tokenOptions(c), httpOnly: true });

/** The cookies to set for a visitor without a valid token (a visitor id too when they have none); none when theirs is good. */
async function cookiesToIssue<E extends { Bindings: Env }>(
  c: Context<E>,
): Promise<Array<[name: string, value: string, options: ReturnType<typeof visitorOptions>]>> {
  const key = c.get('config').SIGNING_KEY;
  const known = getCookie(c, visitorCookieName(https(c)));
  const visitor = wellFormedId(known) ? known : randomToken();
  const current = getCookie(c, xsrfCookie);
  if (visitor === known && current && (await valid(current, key, visitor))) return [];
  const nonce = randomToken();
  const token: [string, string, ReturnType<typeof visitorOptions>] = [
    xsrfCookie,
    `${nonce}.${await sign(key, message(visitor, nonce))}`,
    { ...tokenOptions(c), httpOnly: false },
  ];
  return visitor === known ? [token] : [[visitorCookieName(https(c)), visitor, visitorOptions(c)], token];
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

/** Null when the request passes; otherwise the reason, for a 403. */
export async function xsrfProblem<E extends { Bindings: Env }>(c: Context<E>): Promise<string | null> {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  if (origin ? origin !== new URL(c.req.url).origin : fetchSite !== undefined && fetchSite !== 'same-origin') return 'Cross-origin request';
  const cookie = getCookie(c, xsrfCookie);
  const header = c.req.header(xsrfHeader);
  if (!cookie || !header) return 'Missing XSRF token';
  const visitor = getCookie(c, visitorCookieName(https(c)));
  if (cookie !== header || !wellFormedId(visitor) || !(await valid(cookie, c.get('config').SIGNING_KEY, visitor))) return 'Invalid XSRF token';
  return null;
}
