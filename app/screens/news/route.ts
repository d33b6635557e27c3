import { newsScreen } from './screen';
import { deferred } from '../../deferred';
import { defineScreen } from '../screen-route';
import { validatePageSearch } from '../search-params';

const query = deferred(() => import('./query'));

/** product §2 news (cs: novinky), newest first, paged by `?page=N`. */
export const newsRoute = defineScreen({
  screen: newsScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/news/page.tsx' : '' },
  validateSearch: validatePageSearch,
  loaderDeps: (search) => ({ page: search.page }),
  loaderModules: query.load,
  loader: async (code, { context, deps, signal }) => (await query.load()).loadNews(context.content, code, deps.page ?? 1, { signal }),
});
