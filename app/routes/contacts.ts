import { getScreen } from '../screens/screens';
import { defineScreen } from './screen-route';

/** product §2 contacts (cs: kontakty). */
export const contactsRoute = defineScreen({
  screen: getScreen('contacts'),
  page: { load: () => import('./pages/contacts'), source: import.meta.env.SSR ? 'app/routes/pages/contacts.tsx' : '' },
  loader: async (code, { context, signal }) => (await import('../content/queries/contacts')).loadContacts(context.content, code, { signal }),
});
