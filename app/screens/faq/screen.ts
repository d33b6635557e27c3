import { msg } from '@lingui/core/macro';
import { declareScreen } from '../declare';

/** FAQ (product §2): faqs for default, en and cs; faq elsewhere. */
export const faqScreen = declareScreen({
  name: 'faq',
  segment: { default: 'faqs', en: 'faqs', cs: 'faqs', en_ie: 'faq', fr_fr: 'faq', da_dk: 'faq', ro_ro: 'faq', bg_bg: 'faq' },
  layout: 'default',
  title: msg({ id: 'screen.faq.title', message: 'Frequently asked questions' }),
  pageType: 'faq_page',
  searchable: true,
  siteMap: 3,
});
