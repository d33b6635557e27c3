import { msg } from '@lingui/core/macro';
import { declareScreen } from '../declare';

/** The home page (product §2 "index"): its item is found by type; search never leads to it, since every result would. */
export const homeScreen = declareScreen({
  name: 'index',
  segment: '',
  layout: 'default',
  title: msg({ id: 'screen.index.title', message: 'Retailer Experience' }),
  pageType: 'home_page',
  searchable: false,
  siteMap: 0,
});
