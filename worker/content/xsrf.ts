import type { Context } from 'hono';
import { generateCookie, getCookie, setCookie } from 'hono/cookie';
import { getConfig } from '../config';
import { randomToken, sign, verify } from './signing';

/**
 * SPEC §7 anti-forgery: a signed double-submit token. The `XSRF-TOKEN` cookie holds `{nonce}.{HMAC(nonce)}` (readable
 * by the page's script, as the name demands), and a state-changing call must echo it in `X-XSRF-TOKEN` from the same
 * origin. The HMAC binds the token to this worker's key, so a token planted from a sibling subdomain fails.
 */
export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'X-XSRF-TOKEN';

const message = (nonce: string) => `xsrf:${nonce}`;

async function valid(token: string, key: string): Promise<boolean> {
  const [nonce = '', signature = '', ...rest] = token.split('.');
  return !rest.length && nonce.length >= 16 && verify(key, message(nonce), signature);
}

// Not HttpOnly: the page's script echoes it. Secure wherever the page is https (plain http is loopback only).
const cookieOptions = (c: Context) => ({ path: '/', secure: new URL(c.req.url).protocol === 'https:', sameSite: 'Lax' as const });

/** A fresh token for a visitor without a valid one; undefined when theirs is still good. */
async function tokenToIssue<E extends { Bindings: Env }>(c: Context<E>): Promise<string | undefined> {
  const key = getConfig(c.env).SIGNING_KEY;
  const current = getCookie(c, xsrfCookie);
  if (current && (await valid(current, key))) return undefined;
  const nonce = randomToken();
  return `${nonce}.${await sign(key, message(nonce))}`;
}

/** Issues the cookie when the visitor has no valid one yet. */
export async function ensureXsrfCookie<E extends { Bindings: Env }>(c: Context<E>): Promise<void> {
  const token = await tokenToIssue(c);
  if (token) setCookie(c, xsrfCookie, token, cookieOptions(c));
}

/**
 * The Set-Cookie value issuing the cookie, for a response already built (a rendered page: its forms and buttons
 * post back with the token); undefined when the visitor's token is still good.
 */
export async function xsrfSetCookie<E extends { Bindings: Env }>(c: Context<E>): Promise<string | undefined> {
  const token = await tokenToIssue(c);
  return token ? generateCookie(xsrfCookie, token, cookieOptions(c)) : undefined;
}

/** Null when the request passes; otherwise the reason, for a 403. */
export async function xsrfProblem<E extends { Bindings: Env }>(c: Context<E>): Promise<string | null> {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  if (origin ? origin !== new URL(c.req.url).origin : fetchSite !== undefined && fetchSite !== 'same-origin') return 'Cross-origin request';
  const cookie = getCookie(c, xsrfCookie);
  const header = c.req.header(xsrfHeader);
  if (!cookie || !header) return 'Missing XSRF token';
  if (cookie !== header || !(await valid(cookie, getConfig(c.env).SIGNING_KEY))) return 'Invalid XSRF token';
  return null;
}
