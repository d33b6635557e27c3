import type { Context } from 'hono';
import { generateCookie, setCookie } from 'hono/cookie';
import type { GuardEffect, GuardVisitor } from '../../app/guards/types';
import { userOf } from '../../app/guards/visitor';
import { isHttpsRequest } from '../http/https-request';
import { requestCookie } from '../http/request-cookies';

/**
 * The sync hook (product §7) is a script in the visitor's browser, but the server answers a signed-out visit with a
 * redirect, before any page exists to run it. The pending call is carried to the next page in a short-lived
 * HttpOnly cookie; that page's render applies it and clears the cookie.
 */
const names = { secure: '__Host-sso-sync', plain: 'sso-sync' } as const;
const maxAgeSeconds = 60;

export function rememberSync(c: Context, effects: readonly GuardEffect[]): void {
  const sync = effects.findLast((effect) => effect.type === 'sync-login' || effect.type === 'sync-logout');
  if (!sync) return;
  const secure = isHttpsRequest(c);
  setCookie(c, secure ? names.secure : names.plain, sync.type === 'sync-login' ? 'login' : 'logout', {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

/**
 * The sync call left by the previous response, as an effect for this page, and the Set-Cookie value that clears
 * the cookie (appended to the page's response by the caller, which Hono's context does not build).
 */
export function takePendingSync(c: Context, visitor: GuardVisitor): { effects: GuardEffect[]; clear?: string } {
  const secure = isHttpsRequest(c);
  const name = secure ? names.secure : names.plain;
  const value = requestCookie(c, name);
  if (!value) return { effects: [] };
  const clear = generateCookie(name, '', { httpOnly: true, secure, sameSite: 'Lax', path: '/', maxAge: 0 });
  const user = userOf(visitor);
  if (value === 'login' && user) return { effects: [{ type: 'sync-login', userId: user.userId }], clear };
  if (value === 'logout') return { effects: [{ type: 'sync-logout' }], clear };
  return { effects: [], clear };
}
