import type { DataLayerEntry } from '../../tracking/data-layer';

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Appends to the data layer, creating it when no container has yet: the containers read what came before them. */
export function pushToDataLayer(entry: DataLayerEntry): void {
  (window.dataLayer ??= []).push(entry);
}
