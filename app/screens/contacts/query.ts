import type { LocaleCode } from '../../i18n/locales';
import type { ContentClient, RequestOptions } from '../../content/client';
import { imageOf, type ImageModel } from '../../content/images';
import { linkedItems } from '../../content/links';
import { firstAsset, text } from '../../content/read';
import type { SmartLink } from '../../content/smart-link';
import { loadPageItem, metaOf, type PageMeta } from '../../content/queries/page-item';

export interface Contact {
  key: string;
  smart: SmartLink;
  name: string;
  role: string;
  email: string;
  phone: string;
  country: string;
  photo?: ImageModel;
}

export interface ContactsPage {
  smart: SmartLink;
  title: string;
  intro: string;
  contacts: Contact[];
  meta: PageMeta;
}

const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** product §2 contacts: people and places, with mailto and tel links. */
export async function loadContacts(content: ContentClient, locale: LocaleCode, options?: RequestOptions): Promise<ContactsPage> {
  const { item, context } = await loadPageItem(content, locale, 'contacts_page', { depth: 1 }, options);
  return {
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    intro: text(item, 'intro'),
    contacts: linkedItems(item, 'contacts', context.modular, 'contact').map((contact) => {
      const email = text(contact, 'email').trim();
      return {
        key: contact.system.codename,
        smart: { itemId: contact.system.id },
        name: text(contact, 'name'),
        role: text(contact, 'role'),
        // A malformed address would make a broken mailto link: it is shown without one.
        email: emailPattern.test(email) ? email : '',
        phone: text(contact, 'phone').trim(),
        country: text(contact, 'country'),
        photo: imageOf(firstAsset(contact, 'photo')),
      };
    }),
    meta: metaOf(item, text(item, 'intro')),
  };
}
