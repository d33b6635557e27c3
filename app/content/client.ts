import type { DeliveryQuery, WireItemResponse, WireItemsResponse } from './wire';

/**
 * The one interface route loaders read content through: Kontent Delivery queries, answered with Kontent's JSON.
 * The worker passes an implementation that calls the content service in-process; the browser one calls the
 * same-origin proxy (/nuxt-api/kontent-proxy). Loaders never know which. Feature queries and their mapping into
 * view models live in app/content/queries.
 */
export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * The page is in Web Spotlight mode (product §7): the browser's client tells the proxy so. The worker's in-process
   * client ignores it; preview content comes from the signed cookie only (docs/decisions/025).
   */
  spotlight?: boolean;
}

export interface ContentClient {
  items(query: DeliveryQuery, options?: RequestOptions): Promise<WireItemsResponse>;
  /** One item by codename, or null when Kontent has none (404). */
  item(codename: string, query: DeliveryQuery, options?: RequestOptions): Promise<WireItemResponse | null>;
  /**
   * The answers are Kontent's preview content, for an editor (the signed preview cookie, decision 075): a block the
   * site cannot show is then shown as a notice in its place, saying where and why (decision 123).
   */
  readonly preview?: boolean;
}

/** A content request that failed upstream; status and Kontent's error fields are kept (product §8). */
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

/**
 * The content client the routes of a page use: in Web Spotlight mode every request says so. The root route applies
 * it from the page's `web-spotlight` search parameter (kept across navigations by the spotlight guard), so loaders
 * never pass the mode themselves.
 */
export function withSpotlight(client: ContentClient, on: boolean): ContentClient {
  if (!on) return client;
  return {
    items: (query, options) => client.items(query, { ...options, spotlight: true }),
    item: (codename, query, options) => client.item(codename, query, { ...options, spotlight: true }),
    // Read when a loader maps its answer: the browser's client learns it with the page's guard verdict.
    get preview() {
      return client.preview;
    },
  };
}
