import { msg } from '@lingui/core/macro';
import { declareScreen } from '../declare';

/** The styleguide (product §2): a page by its slug, at a fixed path. */
export const styleguideScreen = declareScreen({
  name: 'styleguide',
  segment: 'styleguide',
  layout: 'default',
  title: msg({ id: 'screen.styleguide.title', message: 'Styleguide' }),
  searchable: false,
});
