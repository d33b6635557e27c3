import type { Context } from 'hono';

/**
 * The request's address, parsed once: the bounds check, the guards, the document handler, the content proxy, the
 * forms and the anti-forgery check each need it and would each parse it again. Shared by all of them, so no reader
 * may change it.
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
