import { msg } from '@lingui/core/macro';
import { declareScreen, everyLocale } from '../declare';

/** Site search (product §1; decision 085): localized like product §2's other screens, in Czech only. */
export const searchScreen = declareScreen({
  name: 'search',
  segment: { ...everyLocale('search'), cs: 'hledani' },
  layout: 'default',
  title: msg({ id: 'screen.search.title', message: 'Search' }),
  searchable: false,
  openToSignedOut: true,
});
