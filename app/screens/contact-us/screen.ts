import { msg } from '@lingui/core/macro';
import { declareScreen, everyLocale } from '../declare';

/**
 * The public door (product §1; decision 114): the contact form and the newsletter sign-up for visitors without an
 * account, reached from the login screen. In the login layout, which needs no signed-in user; it reads no content.
 */
export const contactUsScreen = declareScreen({
  name: 'contact-us',
  segment: { ...everyLocale('contact-us'), cs: 'napiste-nam' },
  layout: 'login',
  title: msg({ id: 'screen.contact-us.title', message: 'Contact us' }),
  searchable: false,
  openToSignedOut: true,
});
