import type { LocaleCode } from '../../i18n/locales';
import type { ContentClient, RequestOptions } from '../../content/client';
import { imageOf, type ImageModel } from '../../content/images';
import { linkedCodenames } from '../../content/links';
import { firstAsset, text } from '../../content/read';
import type { ElementCodenameOf } from '../../content/model/inferred';
import type { SmartLink } from '../../content/smart-link';
import { loadPageItem, metaOf, type PageMeta } from '../../content/queries/page-item';
import { loadListedItems, pageCountOf, pageSlice } from '../../content/queries/paging';

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
  /** 1-based; a page past the last shows no contacts (as news). */
  page: number;
  pageCount: number;
  total: number;
  meta: PageMeta;
}

/** Contacts per page (decision 128): a brand's 60 cost a third more CPU than the demo's page and 174 KB of HTML. */
const contactsPageSize = 20;

/** The elements a contact's card shows: the page's query asks for these only. */
const contactElements = ['name', 'role', 'email', 'phone', 'country', 'photo'] as const satisfies readonly ElementCodenameOf<'contact'>[];

const emailPattern = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/**
 * product §2 contacts: people and places, with mailto and tel links, in the editor's order, a page at a time
 * (decision 128): the page item without its linked items, then the page's contacts by codename.
 */
export async function loadContacts(content: ContentClient, locale: LocaleCode, page: number, options?: RequestOptions): Promise<ContactsPage> {
  const { item } = await loadPageItem(content, locale, 'contacts_page', { depth: 0 }, options);
  const listed = linkedCodenames(item, 'contacts');
  const shown = pageSlice(listed, page, contactsPageSize);
  const { items } = await loadListedItems(content, locale, 'contact', shown, { depth: 0, elements: contactElements.join(',') }, options);
  return {
    smart: { itemId: item.system.id },
    title: text(item, 'title'),
    intro: text(item, 'intro'),
    contacts: items.map((contact) => {
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
    page,
    pageCount: pageCountOf(listed.length, contactsPageSize),
    total: listed.length,
    meta: metaOf(item, text(item, 'intro')),
  };
}
