import * as layoutQueries from './layout-queries';

/**
 * The layout's queries, imported statically: the worker (and every test) runs them for each document. The browser
 * build takes app/browser/load-layout-queries.ts instead (vite.config.ts), because there the first page's layout data
 * arrives with the document and the query code is needed only at the first in-app navigation (decision 042).
 * Importing on demand in the worker would also stall workerd's test module runner during a streamed render.
 */
export function loadLayoutQueries(): Promise<typeof layoutQueries> {
  return Promise.resolve(layoutQueries);
}
