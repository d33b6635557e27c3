import { downloadsScreen } from './screen';
import { defineScreen } from '../screen-route';
import { validatePageSearch } from '../search-params';

/** product §2 downloads (cs: soubory-ke-stazeni), paged by `?page=N` (decision 126). */
export const downloadsRoute = defineScreen({
  screen: downloadsScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/downloads/page.tsx' : '' },
  validateSearch: validatePageSearch,
  loaderDeps: (search) => ({ page: search.page }),
  loaderModules: () => import('./query'),
  loader: async (code, { context, deps, signal }, query) => query.loadDownloads(context.content, code, deps.page ?? 1, { signal }),
});
