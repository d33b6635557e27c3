import { downloadsScreen } from './screen';
import { deferred } from '../../deferred';
import { defineScreen } from '../screen-route';
import { validatePageSearch } from '../search-params';

const query = deferred(() => import('./query'));

/** product §2 downloads (cs: soubory-ke-stazeni), paged by `?page=N` (decision 126). */
export const downloadsRoute = defineScreen({
  screen: downloadsScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/downloads/page.tsx' : '' },
  validateSearch: validatePageSearch,
  loaderDeps: (search) => ({ page: search.page }),
  loaderModules: query.load,
  loader: async (code, { context, deps, signal }) => (await query.load()).loadDownloads(context.content, code, deps.page ?? 1, { signal }),
});
