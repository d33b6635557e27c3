import type { Env as HonoEnv, Handler, Hono } from 'hono';

/**
 * Bench-only routes: none. Only a bench build (`vite build --mode bench`, made by `npm run bench`) takes
 * test/bench/routes/ in place of this module (vite.config.ts `benchRoutes`, decision 091), so no other build
 * contains them.
 */
export function benchRoutes<E extends HonoEnv, P extends HonoEnv>(_app: Hono<E>, _page: Handler<P>): void {}
