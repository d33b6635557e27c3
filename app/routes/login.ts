import { getScreen } from '../screens/screens';
import { defineScreen } from './screen-route';
import { validateLoginSearch } from './search';

/** product §2 login: the provider's sign-in URL and the way back come in the query (checked by the page). */
export const loginRoute = defineScreen({
  screen: getScreen('login'),
  page: { load: () => import('./pages/login'), source: import.meta.env.SSR ? 'app/routes/pages/login.tsx' : '' },
  validateSearch: validateLoginSearch,
});
