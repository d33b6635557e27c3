import type { MiddlewareHandler } from 'hono';

export const requestIdHeader = 'x-request-id';

/**
 * A new id for every request (docs/decisions/027), for its log lines (`c.get('requestId')`) and its response: set
 * on `c.res` after everything else ran, so responses built outside Hono's context (the streamed page, the proxy's
 * answers, the emulator's through the gateway, errors from onError and notFound) carry it too. Responses straight
 * from `fetch` have immutable headers and are copied first.
 */
export function requestIdMiddleware(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    // Never taken from the request: a client could otherwise give many requests one id, or another's.
    const id = crypto.randomUUID();
    c.set('requestId', id);
    await next();
    try {
      c.res.headers.set(requestIdHeader, id);
    } catch {
      const copy = new Response(c.res.body, c.res);
      copy.headers.set(requestIdHeader, id);
      // Unset first, or Hono's setter would copy the old response's headers onto the copy once more.
      c.res = undefined;
      c.res = copy;
    }
  };
}
