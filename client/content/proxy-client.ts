import { ContentError, type ContentClient, type RequestOptions } from './client';
import { toSearchParams, type WireItemResponse, type WireItemsResponse } from './wire';

export const contentProxyBase = '/nuxt-api/kontent-proxy';

/** SPEC §7: the proxy is told when the page is in Web Spotlight mode. */
export const spotlightParameter = 'web-spotlight';

/** The browser's content client: the same-origin content proxy, so no key or upstream host reaches the page. */
export function createProxyContentClient(fetcher: typeof fetch, base = contentProxyBase): ContentClient {
  const get = async <T>(path: string, query: Record<string, string | number | boolean | undefined>, options: RequestOptions = {}) => {
    const params = toSearchParams(query);
    if (options.spotlight) params.set(spotlightParameter, 'true');
    const response = await fetcher(`${base}${path}?${params}`, { signal: options.signal, headers: { accept: 'application/json' } });
    if (response.status === 404) return null;
    if (!response.ok) throw new ContentError(`Content request failed (${response.status})`, response.status);
    return (await response.json()) as T;
  };
  return {
    async items(query, options) {
      const body = await get<WireItemsResponse>('/items', query, options);
      if (!body) throw new ContentError('Content request failed (404)', 404);
      return body;
    },
    item(codename, query, options) {
      return get<WireItemResponse>(`/items/${encodeURIComponent(codename)}`, query, options);
    },
  };
}
