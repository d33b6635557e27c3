import { msg } from '@lingui/core/macro';
import { declareScreen } from '../declare';

/** The sign-in page (product §2 "login"): the only screen a signed-out visitor sees besides the dashboard. */
export const loginScreen = declareScreen({
  name: 'login',
  segment: 'login',
  layout: 'login',
  title: msg({ id: 'screen.login.title', message: 'Sign in' }),
  searchable: false,
});
