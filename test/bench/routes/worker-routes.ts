import type { Env as HonoEnv, Handler, Hono } from 'hono';
import { ssrThroughputPath } from './app-routes';
import { benchTableRows } from './table-rows';

/** The workload's table as a plain HTML string, no React: the baseline the workload page is measured against. */
export const plainTablePath = '/__bench/plain';

/**
 * The standard SSR workload (decision 091), in bench builds only: the page through the document handler without the
 * guards (the router, its loader, React's stream, hydration), and beside it the same table as a string, built per
 * request as a plain server would.
 */
export function benchRoutes<E extends HonoEnv, P extends HonoEnv>(app: Hono<E>, page: Handler<P>): void {
  app.get(plainTablePath, (c) => {
    let html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SSR throughput</title></head><body><main><h1>SSR throughput</h1><table><tbody>';
    for (const row of benchTableRows()) html += `<tr><td>${row.id}</td><td>${row.value}</td></tr>`;
    return c.html(`${html}</tbody></table></main></body></html>`);
  });
  app.get(ssrThroughputPath, page);
}
