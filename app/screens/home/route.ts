import { homeScreen } from './screen';
import { deferred } from '../../deferred';
import { defineScreen } from '../screen-route';

const query = deferred(() => import('./query'));

/** product §2 home (route name index): the home page item of the locale's language. */
export const homeRoute = defineScreen({
  screen: homeScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/home/page.tsx' : '' },
  loaderModules: query.load,
  loader: async (code, { context, signal }) => (await query.load()).loadHome(context.content, code, { signal }),
});
