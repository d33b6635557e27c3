import { dashboardScreen } from './screen';
import { defineScreen } from '../screen-route';

/** product §2 dashboard: no layout, no login check, no content. */
export const dashboardRoute = defineScreen({
  screen: dashboardScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/dashboard/page.tsx' : '' },
});
