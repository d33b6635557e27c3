import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Fragment } from 'react';
import type { Contact } from '../../screens/contacts/query';
import { elementAttributes, insertableElementAttributes, smartLinkAttributes } from '../../content/smart-link';
import { ContentImage } from '../content-image/ContentImage';
import './contact-list.css';

const email = msg({ id: 'contacts.email', message: 'E-mail' });
const phone = msg({ id: 'contacts.phone', message: 'Phone' });

/**
 * An address with a line-break opportunity before its `@`: a long address wraps between its name and its domain
 * (`retail.standards` / `@brand.example`) rather than at whatever letter reaches the card's edge (the style's
 * `overflow-wrap: anywhere` remains the last resort for a part wider than the card).
 */
function breakable(address: string) {
  return address.split(/(?=@)/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** People and places with mailto and tel links (product §2 contacts). */
export function ContactList({ contacts }: { contacts: Contact[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="contacts" {...insertableElementAttributes('contacts')}>
      {contacts.map((contact, index) => (
        <li key={contact.key} className="contacts__card" {...smartLinkAttributes(contact.smart)}>
          {contact.photo && (
            <ContentImage
              className="contacts__photo"
              image={contact.photo}
              displayWidth={96}
              sizes="96px"
              aspect={1}
              // The first card's portrait is in the first screen, and on a phone it can be the largest paint.
              eager={index === 0}
              attributes={elementAttributes('photo')}
            />
          )}
          <div>
            <h2 className="contacts__name" {...elementAttributes('name')}>
              {contact.name}
            </h2>
            {contact.role && <p {...elementAttributes('role')}>{contact.role}</p>}
            {contact.country && (
              <p className="contacts__country" {...elementAttributes('country')}>
                {contact.country}
              </p>
            )}
            <dl className="contacts__ways">
              {contact.email && (
                <>
                  <dt>{i18n._(email)}</dt>
                  <dd {...elementAttributes('email')}>
                    <a href={`mailto:${contact.email}`}>{breakable(contact.email)}</a>
                  </dd>
                </>
              )}
              {contact.phone && (
                <>
                  <dt>{i18n._(phone)}</dt>
                  <dd {...elementAttributes('phone')}>
                    <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                  </dd>
                </>
              )}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
