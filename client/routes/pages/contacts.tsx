import { useLoaderData } from '@tanstack/react-router';
import { ContactList } from '../../components/contact-list/ContactList';
import { PageHeader } from '../../components/page-header/PageHeader';
import type { ContactsPage as ContactsData } from '../../content/queries/contacts';
import { smartLinkAttributes } from '../../content/smart-link';

export default function ContactsPage() {
  const contacts = useLoaderData({ strict: false }) as ContactsData;
  return (
    <div className="screen screen--contacts" {...smartLinkAttributes(contacts.smart)}>
      <PageHeader title={contacts.title} intro={contacts.intro} />
      <ContactList contacts={contacts.contacts} />
    </div>
  );
}
