import type { pageTypeOptions } from '../content/model/content-types';
import type { TrackingEvent } from './events';

/** product §3 page types: an article's `page_type` element (the content model's options), every other page `all`. */
export type PageType = (typeof pageTypeOptions)[number]['codename'];

/** What a page puts in the data-layer store: an article from its content, other pages through guards 2 and 3. */
export interface PageDataLayer {
  readonly pageType: PageType;
  readonly pageName: string;
  readonly pageSection: string;
}

/** product §3 data-layer store; the page type is unset until the first page has finished. */
export interface DataLayerState {
  readonly pageType: PageType | undefined;
  readonly pageName: string;
  readonly pageSection: string;
}

let state: DataLayerState = { pageType: undefined, pageName: '', pageSection: '' };
const listeners = new Set<() => void>();

/**
 * The data-layer store: page type, name and section, read by every tracking event. A tiny external store
 * (product.md: no state library); components can subscribe with useSyncExternalStore.
 */
export const dataLayerStore = {
  get: (): DataLayerState => state,
  set(patch: Partial<DataLayerState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The Google tag command shape: the tag manager reads commands (`consent`, `set`) only as `arguments` objects. */
export type TagCommand = IArguments;

/** The tag manager's own start marker, pushed once before its containers load (what Google's snippet pushes). */
export interface TagManagerStart {
  readonly event: 'gtm.js';
  readonly 'gtm.start': number;
}

/**
 * What this site puts on `window.dataLayer`. app/browser/tracking/data-layer.ts is its only writer; the containers read it (and may add
 * their own entries, which nothing here reads).
 */
export type DataLayerEntry = TagCommand | TagManagerStart | TrackingEvent;
