import { msg } from '@lingui/core/macro';
import { declareScreen, everyLocale } from '../declare';

/** News (product §2), paged. */
export const newsScreen = declareScreen({
  name: 'news',
  segment: { ...everyLocale('news'), cs: 'novinky' },
  layout: 'default',
  title: msg({ id: 'screen.news.title', message: 'News' }),
  pageType: 'news_page',
  searchable: true,
  siteMap: 1,
});
