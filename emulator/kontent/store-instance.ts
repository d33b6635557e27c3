// One content store per isolate, built on first use (workerd forbids work at module load that depends on I/O,
// and building lazily keeps cold start cheap for requests that never touch content).
import { demoItems } from '../content/index.ts';
import { ContentStore } from './store.ts';

let store: ContentStore | undefined;

export const getStore = (): ContentStore => {
  store ??= new ContentStore(demoItems);
  return store;
};
