import type { Context } from 'hono';

/**
 * The request's address, parsed once: the bounds check, the guards and the document handler each need it, and a
 * parse per reader showed in every page's profile (issue 18). Shared by all of them, so no reader may change it.
 */
const parsed = new WeakMap<Request, Readonly<URL>>();

export function requestUrl(c: Context): Readonly<URL> {
  const request = c.req.raw;
  let url = parsed.get(request);
  if (!url) {
    url = new URL(request.url);
    parsed.set(request, url);
  }
  return url;
}
