import { contactsScreen } from './screen';
import { defineScreen } from '../screen-route';

/** product §2 contacts (cs: kontakty). */
export const contactsRoute = defineScreen({
  screen: contactsScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/contacts/page.tsx' : '' },
  loader: async (code, { context, signal }) => (await import('./query')).loadContacts(context.content, code, { signal }),
});
