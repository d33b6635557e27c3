/**
 * SPEC §3 data-layer store: page type, name and section, read by the tracking events. A tiny external store
 * (SPEC-MAPPING: no state library); components can subscribe with useSyncExternalStore.
 */
export type PageType = 'digital_showroom' | 'green_retail' | 'architecture' | 'all';

export interface DataLayerState {
  readonly pageType: PageType | undefined;
  readonly pageName: string;
  readonly pageSection: string;
}

let state: DataLayerState = { pageType: undefined, pageName: '', pageSection: '' };
const listeners = new Set<() => void>();

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
