import type { Context } from 'hono';
import { isHttpsRequest } from '../http/https-request';
import { requestCookie } from '../http/request-cookies';
import { tokenCookie, type AppApiCaller, type VisitorToken } from './token';

/**
 * What an App API call on a visitor's behalf takes from the request, read by the route that makes it: the token
 * module below it sees these values, never Hono's context (issue 26).
 */
export const appApiCallerOf = <E extends { Bindings: Env }>(c: Context<E>): AppApiCaller => ({
  env: c.env,
  config: c.get('config'),
  log: c.get('log'),
});

export const visitorTokenOf = (c: Context): VisitorToken => ({ cookie: requestCookie(c, tokenCookie), https: isHttpsRequest(c) });

/** Sends a Set-Cookie the call earned (the sealed `oauth` cookie) with whatever answer the route makes. */
export function keepSetCookie(c: Context, setCookie: string | undefined): void {
  if (setCookie) c.header('set-cookie', setCookie, { append: true });
}
