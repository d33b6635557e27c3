import { styleguideScreen } from './screen';
import { defineScreen } from '../screen-route';

/** product §2 styleguide: every content component with its variants, from the styleguide page item. */
export const styleguideRoute = defineScreen({
  screen: styleguideScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/styleguide/page.tsx' : '' },
  loaderModules: () => import('../../content/queries/slug-page'),
  loader: async (code, { context, signal }, slugPage) => slugPage.loadStyleguide(context.content, code, { signal }),
});
