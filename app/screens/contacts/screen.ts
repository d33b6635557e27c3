import { msg } from '@lingui/core/macro';
import { declareScreen, everyLocale } from '../declare';

/** Contacts (product §2). */
export const contactsScreen = declareScreen({
  name: 'contacts',
  segment: { ...everyLocale('contacts'), cs: 'kontakty' },
  layout: 'default',
  title: msg({ id: 'screen.contacts.title', message: 'Contacts' }),
  pageType: 'contacts_page',
  searchable: true,
  siteMap: 4,
});
