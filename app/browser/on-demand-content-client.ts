import type { ContentClient } from '../content/client';
import { deferred } from '../deferred';

/**
 * A content client whose code loads at its first request. The first page's data comes with the document, so the
 * browser reads content only from the first in-app navigation on: the proxy client (./proxy-client.ts) is no part of
 * the first load, as the guard runner is not (decision 042). A failed load is retried at the next request; the
 * navigation that met it fails as a failed fetch would, and a chunk missing after a deploy reloads the page
 * (./chunk-reload.ts). `preview` says whether its answers are an editor's preview content (the page's guard verdict
 * knows it once the page has hydrated).
 */
export function onDemandContentClient(load: () => Promise<ContentClient>, preview: () => boolean = () => false): ContentClient {
  const client = deferred(load);
  return {
    items: async (query, options) => (await client.load()).items(query, options),
    item: async (codename, query, options) => (await client.load()).item(codename, query, options),
    get preview() {
      return preview();
    },
  };
}
