import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { plainData } from '../../../app/content/plain-data';
import { type BenchRow, benchTableRows } from './table-rows';

/** The standard SSR workload's page: in bench builds only (decision 091). */
export const ssrThroughputPath = '/__bench/ssr-throughput';

/**
 * The e18e framework-tracker "ssr-throughput" page as a route of the site's own tree, under the same root (document,
 * head, locale) as every screen: its loader resolves the table after a `setTimeout(0)`, as the tracker's does, and
 * the browser hydrates it.
 */
export function benchRoutes(parent: () => AnyRoute): AnyRoute[] {
  const route = createRoute({
    getParentRoute: parent,
    path: ssrThroughputPath,
    loader: () => new Promise<{ rows: readonly BenchRow[] }>((resolve) => setTimeout(() => resolve(plainData({ rows: benchTableRows() })), 0)),
    head: () => ({ meta: [{ title: 'SSR throughput | Retailer Experience' }] }),
    // The table's module loads with the route, as a screen's does; the page reads this route's own typed data.
    component: lazyRouteComponent(() =>
      import('./SsrThroughputPage').then(({ SsrThroughputTable }) => ({
        default: function SsrThroughputPage(): ReactElement {
          return createElement(SsrThroughputTable, { rows: route.useLoaderData().rows });
        },
      })),
    ),
  });
  return [route];
}
