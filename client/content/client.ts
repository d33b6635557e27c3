import type { DeliveryQuery, WireItemResponse, WireItemsResponse } from './wire';

/**
 * The one interface route loaders read content through: Kontent Delivery queries, answered with Kontent's JSON.
 * The worker passes an implementation that calls the content service in-process; the browser one calls the
 * same-origin proxy (/nuxt-api/kontent-proxy). Loaders never know which. Feature queries and their mapping into
 * view models live in client/content/queries.
 */
export interface RequestOptions {
  signal?: AbortSignal;
}

export interface ContentClient {
  items(query: DeliveryQuery, options?: RequestOptions): Promise<WireItemsResponse>;
  /** One item by codename, or null when Kontent has none (404). */
  item(codename: string, query: DeliveryQuery, options?: RequestOptions): Promise<WireItemResponse | null>;
}

/** A content request that failed upstream; status and Kontent's error fields are kept (SPEC §8). */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    message: string,
    readonly status: number,
    readonly requestId?: string,
    readonly errorCode?: number,
    readonly specificCode?: number,
  ) {
    super(message);
  }
}
