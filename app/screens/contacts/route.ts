import { getScreen } from '../screens';
import { defineScreen } from '../screen-route';

/** product §2 contacts (cs: kontakty). */
export const contactsRoute = defineScreen({
  screen: getScreen('contacts'),
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/contacts/page.tsx' : '' },
  loader: async (code, { context, signal }) => (await import('./query')).loadContacts(context.content, code, { signal }),
});
