import { getScreen } from '../screens/screens';
import { defineScreen } from './screen-route';
import { validateNewsSearch } from './search';

/** product §2 news (cs: novinky), newest first, paged by `?page=N`. */
export const newsRoute = defineScreen({
  screen: getScreen('news'),
  page: { load: () => import('./pages/news'), source: import.meta.env.SSR ? 'app/routes/pages/news.tsx' : '' },
  validateSearch: validateNewsSearch,
  loaderDeps: (search) => ({ page: search.page }),
  loader: async (code, { context, deps, signal }) =>
    (await import('../content/queries/latest-news')).loadNews(context.content, code, deps.page ?? 1, { signal }),
});
