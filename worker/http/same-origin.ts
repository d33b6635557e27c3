import type { Context } from 'hono';
import { requestUrl } from './request-url';

/**
 * True when a browser says the request comes from another site: its `Origin` names another origin, or, without one,
 * `Sec-Fetch-Site` is anything but `same-origin`. A request with neither (a script, a test, curl) is no browser's,
 * and carries no visitor's cookies or trust.
 */
export function isCrossOrigin(c: Context): boolean {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  return origin ? origin !== requestUrl(c).origin : fetchSite !== undefined && fetchSite !== 'same-origin';
}
