// One content store per isolate, built on first use (workerd forbids work at module load that depends on I/O,
// and building lazily keeps cold start cheap for requests that never touch content). Which volume it holds comes
// from the var CONTENT_VOLUME (selectContentVolume, called per request by emulator/index.ts); a change rebuilds it.
import { type ContentVolume, itemsOf } from '../content/index.ts';
import { ContentStore } from './store.ts';

let volume: ContentVolume = 'demo';
let store: { volume: ContentVolume; store: ContentStore } | undefined;

export const selectContentVolume = (wanted: ContentVolume): void => {
  volume = wanted;
};

export const getStore = (): ContentStore => {
  if (store?.volume !== volume) store = { volume, store: new ContentStore(itemsOf(volume)) };
  return store.store;
};
