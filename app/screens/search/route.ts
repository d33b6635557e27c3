import { searchScreen } from './screen';
import { defineScreen } from '../screen-route';
import { validateSiteSearch } from '../search-params';

/**
 * Site search results (product §1; decision 085): `?q=…&page=N`, in every locale (cs: hledani). The loader runs on
 * both sides through the router context's search: in the worker it calls the App API in-process (a plain GET of
 * the page works without JavaScript), in the browser the worker's `/api/search`.
 */
export const searchRoute = defineScreen({
  screen: searchScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/search/page.tsx' : '' },
  validateSearch: validateSiteSearch,
  loaderDeps: (search) => ({ q: search.q, page: search.page }),
  loaderModules: () => import('../../search/results-view'),
  loader: async (code, { context, deps, signal }, view) => view.loadSearchView(context.search, code, deps, signal),
});
