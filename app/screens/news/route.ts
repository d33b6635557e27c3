import { newsScreen } from './screen';
import { defineScreen } from '../screen-route';
import { validatePageSearch } from '../search-params';

/** product §2 news (cs: novinky), newest first, paged by `?page=N`. */
export const newsRoute = defineScreen({
  screen: newsScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/news/page.tsx' : '' },
  validateSearch: validatePageSearch,
  loaderDeps: (search) => ({ page: search.page }),
  loaderModules: () => import('./query'),
  loader: async (code, { context, deps, signal }, query) => query.loadNews(context.content, code, deps.page ?? 1, { signal }),
});
