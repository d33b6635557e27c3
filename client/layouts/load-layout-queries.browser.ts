import type * as layoutQueries from './layout-queries';

/**
 * The browser's stand-in for ./load-layout-queries.ts (vite.config.ts): the query and link-resolution code loads
 * with the first in-app navigation, not with the first page. A failed load reloads the target page
 * (client/chunk-reload.ts).
 */
export function loadLayoutQueries(): Promise<typeof layoutQueries> {
  return import('./layout-queries');
}
