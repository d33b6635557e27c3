import { ContentError, type ContentClient, type RequestOptions } from '../content/client';
import { retryAfterMs } from '../content/retry-after';
import { toSearchParams, type WireItemResponse, type WireItemsResponse } from '../content/wire';

export const contentProxyBase = '/nuxt-api/kontent-proxy';

/** product §7: the proxy is told when the page is in Web Spotlight mode. */
export const spotlightParameter = 'web-spotlight';

/**
 * "Come back shortly": the worker answers 503 with Retry-After when its isolate already waits on as many Kontent
 * calls as it may (worker/content/fill-limit.ts), and a rate limit answers 429. One retry after the wait asked for
 * (a second by default), when that wait is short enough for a visitor to sit through during a navigation; otherwise,
 * or when the retry is refused again, the page shows its error as before.
 */
const retryStatuses = new Set([429, 503]);
const defaultRetryMs = 1000;
const longestRetryMs = 3000;

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The browser's content client: the same-origin content proxy, so no key or upstream host reaches the page. */
export function createProxyContentClient(fetcher: typeof fetch, base = contentProxyBase): ContentClient {
  const get = async <T>(path: string, query: Record<string, string | number | boolean | undefined>, options: RequestOptions = {}) => {
    const params = toSearchParams(query);
    if (options.spotlight) params.set(spotlightParameter, 'true');
    const ask = () => fetcher(`${base}${path}?${params}`, { signal: options.signal, headers: { accept: 'application/json' } });
    let response = await ask();
    if (retryStatuses.has(response.status)) {
      const wait = retryAfterMs(response.headers.get('retry-after'), Date.now()) ?? defaultRetryMs;
      if (wait <= longestRetryMs) {
        await response.body?.cancel();
        await pause(wait, options.signal);
        response = await ask();
      }
    }
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
