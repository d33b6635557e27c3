import { msg } from '@lingui/core/macro';
import { declareScreen, everyLocale } from '../declare';

/** Downloads (product §2). */
export const downloadsScreen = declareScreen({
  name: 'downloads',
  segment: { ...everyLocale('downloads'), cs: 'soubory-ke-stazeni' },
  layout: 'default',
  title: msg({ id: 'screen.downloads.title', message: 'Downloads' }),
  pageType: 'downloads_page',
  searchable: true,
  siteMap: 2,
});
