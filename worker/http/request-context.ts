import type { MiddlewareHandler } from 'hono';
import { getConfig, type AppConfig } from '../config';
import { createLogger, type Logger } from '../log/logger';

export const requestIdHeader = 'x-request-id';

/**
 * What every request carries in its context variables, set once, first, by `requestContext()` (docs/decisions/072):
 * handlers and middleware read `c.get('config')` and `c.get('log')` instead of parsing the config or building a
 * logger again. They read with `c.get`, not `c.var`: Hono's `c.var` copies every variable into a new object on each
 * read (hono/dist/context.js `get var`), which a page request's profile showed at 1.6 % of its CPU samples; `c.get`
 * is one Map lookup, typed the same through ContextVariableMap.
 */
export interface RequestContext {
  /** A new id for every request (docs/decisions/027): in its log lines and its response's x-request-id. */
  requestId: string;
  /** The worker's vars, parsed once per isolate (worker/config). */
  config: AppConfig;
  /** JSON lines at the configured level, carrying the request id. */
  log: Logger;
}

// Typed once for every Hono context of the worker, as Hono's own request-id middleware types `requestId`.
declare module 'hono' {
  interface ContextVariableMap extends RequestContext {}
}

/**
 * The request's id: set before anything else runs, and put on `c.res` after everything else ran, so responses built
 * outside Hono's context (the streamed page, the proxy's answers, the emulator's through the gateway, errors from
 * onError and notFound) carry it too. Responses straight from `fetch` have immutable headers and are copied first.
 */
const requestId: MiddlewareHandler = async (c, next) => {
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

/**
 * The config, validated before anything else reads it, so a bad deployment fails on its first request with a clear
 * message (ConfigError names every offending var); and the request's logger at its level.
 */
const configAndLog: MiddlewareHandler = async (c, next) => {
  const config = getConfig(c.env);
  c.set('config', config);
  c.set('log', createLogger(config.LOG_LEVEL, c.get('requestId')));
  await next();
};

/**
 * The request context, as two middleware for `app.use(...requestContext())`. Two, not one: a config that fails to
 * parse throws out of the second, Hono hands that to the app's onError, and the first still puts the request id on
 * the error response. onError cannot count on `config` or `log` being set (the config may be what failed).
 */
export function requestContext(): [MiddlewareHandler, MiddlewareHandler] {
  return [requestId, configAndLog];
}
