import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { benchTableRows } from './table-rows';

/** The standard SSR workload's page: in bench builds only (decision 091). */
export const ssrThroughputPath = '/__bench/ssr-throughput';

/**
 * The e18e framework-tracker "ssr-throughput" page as a route of the site's own tree, under the same root (document,
 * head, locale) as every screen: its loader resolves the table after a `setTimeout(0)`, as the tracker's does, and
 * the browser hydrates it.
 */
export function benchRoutes(parent: () => AnyRoute): AnyRoute[] {
  return [
    createRoute({
      getParentRoute: parent,
      path: ssrThroughputPath,
      loader: () => new Promise<{ rows: ReturnType<typeof benchTableRows> }>((resolve) => setTimeout(() => resolve({ rows: benchTableRows() }), 0)),
      head: () => ({ meta: [{ title: 'SSR throughput | Retailer Experience' }] }),
      component: lazyRouteComponent(() => import('./SsrThroughputPage')),
    }),
  ];
}
