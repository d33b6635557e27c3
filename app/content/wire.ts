import type { ContentTypeCodename } from './model/content-types';
import type { ElementCodenameOf } from './model/inferred';

/**
 * The Kontent Delivery API's JSON as it arrives on the wire (snake_case, as the proxy passes it through). Typed
 * mapping into view models happens in app/content/queries, per feature.
 *
 * An item arrives as a `WireItem`: its type is whatever `system.type` says, and nothing may be read from it until
 * `isItemOfType` (./read.ts) has checked that type. The narrowed item is a `WireItemOf<'article'>`, whose elements are keyed by
 * that type's element codenames (app/content/model), so the readers (./read.ts) accept only codenames and kinds
 * the model defines. Element values stay unchecked until read: upstream JSON is untrusted, and a reader returns an
 * empty value for a missing or mistyped one.
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

/** An item of a type not checked yet: narrow it with `isItemOfType` (./read.ts) before reading an element. */
export interface WireItem {
  system: WireSystem;
  elements: Readonly<Record<string, WireElement | undefined>>;
}

/** An item whose `system.type` was checked to be `C`: one interface, so readers can infer `C` from it. */
export interface WireItemOfType<C extends ContentTypeCodename> extends WireItem {
  system: WireSystem & { type: C };
  elements: { readonly [E in ElementCodenameOf<C>]?: WireElement };
}

/**
 * An item of one of the types `C`: a union with one member per type, so checking `isItemOfType` again narrows it
 * further (a link item to an internal, external or asset link).
 */
export type WireItemOf<C extends ContentTypeCodename> = C extends ContentTypeCodename ? WireItemOfType<C> : never;

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
