import { getScreen } from '../screens/screens';
import { defineScreen } from './screen-route';

/** product §2 dashboard: no layout, no login check, no content. */
export const dashboardRoute = defineScreen({
  screen: getScreen('dashboard'),
  page: { load: () => import('./pages/dashboard'), source: import.meta.env.SSR ? 'app/routes/pages/dashboard.tsx' : '' },
});
