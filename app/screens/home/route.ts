import { homeScreen } from './screen';
import { defineScreen } from '../screen-route';

/** product §2 home (route name index): the home page item of the locale's language. */
export const homeRoute = defineScreen({
  screen: homeScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/home/page.tsx' : '' },
  loaderModules: () => import('./query'),
  loader: async (code, { context, signal }, query) => query.loadHome(context.content, code, { signal }),
});
