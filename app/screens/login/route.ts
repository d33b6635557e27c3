import { loginScreen } from './screen';
import { defineScreen } from '../screen-route';
import { validateLoginSearch } from '../search-params';

/** product §2 login: the provider's sign-in URL and the way back come in the query (checked by the page). */
export const loginRoute = defineScreen({
  screen: loginScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/login/page.tsx' : '' },
  validateSearch: validateLoginSearch,
});
