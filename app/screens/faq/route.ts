import { faqScreen } from './screen';
import { defineScreen } from '../screen-route';
import { validatePageSearch } from '../search-params';

/** product §2 FAQ (faqs for default, en and cs; faq elsewhere), paged by `?page=N` (decision 126). */
export const faqRoute = defineScreen({
  screen: faqScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/faq/page.tsx' : '' },
  validateSearch: validatePageSearch,
  loaderDeps: (search) => ({ page: search.page }),
  loaderModules: () => import('./query'),
  loader: async (code, { context, deps, signal }, query) => query.loadFaq(context.content, code, deps.page ?? 1, { signal }),
});
