import { Suspense } from 'react';
import { contactForm } from '../../components/contact-form/contact-form-slot';
import { ContactList } from '../../components/contact-list/ContactList';
import { PageHeader } from '../../components/page-header/PageHeader';
import { Pagination } from '../../components/pagination/Pagination';
import { smartLinkAttributes } from '../../content/smart-link';
import { screenApi } from '../screen-route';

const contactsScreen = screenApi('contacts');

export default function ContactsPage() {
  const contacts = contactsScreen.useData();
  return (
    <div className="screen screen--contacts" {...smartLinkAttributes(contacts.smart)}>
      <PageHeader title={contacts.title} intro={contacts.intro} />
      <ContactList contacts={contacts.contacts} />
      <Pagination page={contacts.page} pageCount={contacts.pageCount} />
      <Suspense fallback={null}>
        <contactForm.Slot />
      </Suspense>
    </div>
  );
}
