/**
 * The Kontent Delivery API's JSON as it arrives on the wire (snake_case, as the proxy passes it through). Typed
 * mapping into view models happens in client/content/queries, per feature.
 */
export interface WireSystem {
  id: string;
  name: string;
  codename: string;
  language: string;
  type: string;
  collection: string;
  sitemap_locations: string[];
  last_modified: string;
  workflow_step?: string | null;
  workflow?: string | null;
}

export interface WireElement {
  type: string;
  name: string;
  value: unknown;
  [extra: string]: unknown;
}

export interface WireItem {
  system: WireSystem;
  elements: Record<string, WireElement>;
}

export interface WirePagination {
  skip: number;
  limit: number;
  count: number;
  total_count?: number;
  next_page: string;
}

export interface WireItemsResponse {
  items: WireItem[];
  modular_content: Record<string, WireItem>;
  pagination: WirePagination;
}

export interface WireItemResponse {
  item: WireItem;
  modular_content: Record<string, WireItem>;
}

/** Delivery API query parameters, spelled as Kontent spells them (`system.type`, `elements.slug[eq]`, `depth`…). */
export type DeliveryQuery = Record<string, string | number | boolean | undefined>;

export function toSearchParams(query: DeliveryQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params;
}
