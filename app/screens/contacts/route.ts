import { contactsScreen } from './screen';
import { deferred } from '../../deferred';
import { defineScreen } from '../screen-route';
import { validatePageSearch } from '../search-params';

const query = deferred(() => import('./query'));

/** product §2 contacts (cs: kontakty), paged by `?page=N` (decision 128). */
export const contactsRoute = defineScreen({
  screen: contactsScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/contacts/page.tsx' : '' },
  validateSearch: validatePageSearch,
  loaderDeps: (search) => ({ page: search.page }),
  loaderModules: query.load,
  loader: async (code, { context, deps, signal }) => (await query.load()).loadContacts(context.content, code, deps.page ?? 1, { signal }),
});
