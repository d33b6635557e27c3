import { styleguideScreen } from './screen';
import { deferred } from '../../deferred';
import { defineScreen } from '../screen-route';

const slugPage = deferred(() => import('../../content/queries/slug-page'));

/** product §2 styleguide: every content component with its variants, from the styleguide page item. */
export const styleguideRoute = defineScreen({
  screen: styleguideScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/styleguide/page.tsx' : '' },
  loaderModules: slugPage.load,
  loader: async (code, { context, signal }) => (await slugPage.load()).loadStyleguide(context.content, code, { signal }),
});
