import { Hono, type Env as HonoEnv, type Schema } from 'hono';
import { requestContext } from '../../worker/http/request-context';

/**
 * A sub-app of the worker (the content proxy, the webhook routes) called on its own, behind the request context the
 * whole app sets before it (request id, config, logger on `c.var`: worker/http/request-context.ts).
 */
export function withRequestContext<E extends HonoEnv, S extends Schema>(subApp: Hono<E, S>) {
  return new Hono<{ Bindings: Env }>().use(...requestContext()).route('/', subApp);
}
