import { contactsScreen } from './screen';
import { defineScreen } from '../screen-route';
import { validatePageSearch } from '../search-params';

/** product §2 contacts (cs: kontakty), paged by `?page=N` (decision 128). */
export const contactsRoute = defineScreen({
  screen: contactsScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/contacts/page.tsx' : '' },
  validateSearch: validatePageSearch,
  loaderDeps: (search) => ({ page: search.page }),
  loaderModules: () => import('./query'),
  loader: async (code, { context, deps, signal }, query) => query.loadContacts(context.content, code, deps.page ?? 1, { signal }),
});
