import { msg } from '@lingui/core/macro';
import { declareScreen } from '../declare';

/** The dashboard (product §2): no layout, no sign-in needed. */
export const dashboardScreen = declareScreen({
  name: 'dashboard',
  segment: 'dashboard',
  layout: 'none',
  title: msg({ id: 'screen.dashboard.title', message: 'Dashboard' }),
  searchable: false,
});
