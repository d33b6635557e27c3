import { getScreen } from '../screens/screens';
import { defineScreen } from './screen-route';

/** product §2 home (route name index): the home page item of the locale's language. */
export const homeRoute = defineScreen({
  screen: getScreen('index'),
  page: { load: () => import('./pages/home'), source: import.meta.env.SSR ? 'app/routes/pages/home.tsx' : '' },
  loader: async (code, { context, signal }) => (await import('../content/queries/home')).loadHome(context.content, code, { signal }),
});
