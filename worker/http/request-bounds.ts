import type { MiddlewareHandler } from 'hono';
import { fallbackErrorPage } from '../ssr/fallback';
import { requestUrl } from './request-url';

/** No page of the site has a longer path (slugs are at most 200 characters); Cloudflare itself allows 16 KB. */
export const maxPathLength = 2048;
/** Content proxy queries list codenames (`system.codename[in]=…`): room for those, not for megabytes. */
export const maxQueryLength = 8192;

// Files too (decision 110): their path is checked whole, so a hostile one gets the file route's 400, not a redirect.
const wantsJson = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/nuxt-api/') || pathname.startsWith('/files/');

/**
 * Cheap bounds on what a request may ask, before any routing, guard or render reads it (issue 13): an address
 * longer than any page answers 414, and a document path with empty segments (`/a//b`, `//host`) is sent once to
 * its collapsed form, so later code never walks long slash runs. Both in time linear in the address's length.
 */
export function requestBounds(): MiddlewareHandler {
  return async (c, next) => {
    const url = requestUrl(c);
    if (url.pathname.length > maxPathLength || url.search.length > maxQueryLength) {
      if (wantsJson(url.pathname))
        return c.json(
          { error: 'URI Too Long', message: `Addresses are limited to a ${maxPathLength}-character path and a ${maxQueryLength}-character query.` },
          414,
        );
      return fallbackErrorPage(414, c.get('requestId'));
    }
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && url.pathname.includes('//') && !wantsJson(url.pathname)) {
      const collapsed = url.pathname
        .split('/')
        .filter((segment, index, all) => segment !== '' || index === 0 || index === all.length - 1)
        .join('/');
      return c.body(null, 308, { location: `${collapsed}${url.search}`, 'cache-control': 'no-store' });
    }
    await next();
  };
}
