import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ScreenName } from './screens';

export const screenTitles: Record<ScreenName, MessageDescriptor> = {
  index: msg({ id: 'screen.index.title', message: 'Retailer Experience' }),
  login: msg({ id: 'screen.login.title', message: 'Sign in' }),
  dashboard: msg({ id: 'screen.dashboard.title', message: 'Dashboard' }),
  contacts: msg({ id: 'screen.contacts.title', message: 'Contacts' }),
  downloads: msg({ id: 'screen.downloads.title', message: 'Downloads' }),
  faq: msg({ id: 'screen.faq.title', message: 'Frequently asked questions' }),
  news: msg({ id: 'screen.news.title', message: 'News' }),
  styleguide: msg({ id: 'screen.styleguide.title', message: 'Styleguide' }),
  search: msg({ id: 'screen.search.title', message: 'Search' }),
  'articles-slug': msg({ id: 'screen.article.title', message: 'Article' }),
};
