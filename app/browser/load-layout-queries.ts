import { deferred } from '../deferred';
import type * as layoutQueries from '../layouts/layout-queries';

/**
 * The browser's stand-in for ./load-layout-queries.ts (vite.config.ts): the query and link-resolution code loads
 * with the first in-app navigation, not with the first page. A failed load reloads the target page
 * (app/browser/chunk-reload.ts).
 */
export const loadLayoutQueries: () => Promise<typeof layoutQueries> = deferred(() => import('../layouts/layout-queries')).load;
