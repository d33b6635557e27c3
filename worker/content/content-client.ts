import { ContentError, type ContentClient } from '../../client/content/client';
import { toSearchParams, type DeliveryQuery, type WireItemResponse, type WireItemsResponse } from '../../client/content/wire';
import { getConfig } from '../config';
import { upstreamFetch } from './upstream';

interface KontentErrorBody {
  message?: string;
  request_id?: string;
  error_code?: number;
  specific_code?: number;
}

/**
 * The worker's content client: Kontent's Delivery API called directly, the Kontent error body kept on failure
 * (SPEC §8). Caching, retries and preview sit in front of this in the content service.
 */
export function createWorkerContentClient(env: Env): ContentClient {
  const config = getConfig(env);
  const fetcher = upstreamFetch(env);
  const base = `${config.KONTENT_DELIVERY_URL}/${config.KONTENT_ENVIRONMENT_ID}`;
  const get = async <T>(path: string, query: DeliveryQuery, signal?: AbortSignal): Promise<T | null> => {
    const response = await fetcher(`${base}${path}?${toSearchParams(query)}`, { signal, headers: { accept: 'application/json' } });
    if (response.ok) return (await response.json()) as T;
    const body = (await response.json().catch(() => ({}))) as KontentErrorBody;
    if (response.status === 404 && path.startsWith('/items/')) return null;
    throw new ContentError(body.message ?? `Kontent answered ${response.status}`, response.status, body.request_id, body.error_code, body.specific_code);
  };
  return {
    async items(query, options) {
      const body = await get<WireItemsResponse>('/items', query, options?.signal);
      if (!body) throw new ContentError('Kontent answered 404', 404);
      return body;
    },
    item(codename, query, options) {
      return get<WireItemResponse>(`/items/${encodeURIComponent(codename)}`, query, options?.signal);
    },
  };
}
