import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';

export const requestIdHeader = 'x-request-id';

/**
 * The request id (an incoming `X-Request-Id` of safe characters, else a new UUID) for logs and every response: it
 * is set on `c.res` after everything else ran, so responses built outside Hono's context (the streamed page, the
 * proxy's answers, the emulator's through the gateway, errors from onError and notFound) carry it too. Responses
 * straight from `fetch` have immutable headers and are copied first.
 */
export function requestIdMiddleware(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  // Hono's own middleware picks the id; its header (set before the handler) only reaches responses built by `c`.
  const pick = requestId({ headerName: requestIdHeader });
  return async (c, next) => {
    await pick(c, async () => {
      await next();
      const id = c.get('requestId');
      try {
        c.res.headers.set(requestIdHeader, id);
      } catch {
        const copy = new Response(c.res.body, c.res);
        copy.headers.set(requestIdHeader, id);
        // Unset first, or Hono's setter would copy the old response's headers onto the copy once more.
        c.res = undefined;
        c.res = copy;
      }
    });
  };
}
