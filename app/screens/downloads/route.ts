import { downloadsScreen } from './screen';
import { defineScreen } from '../screen-route';

/** product §2 downloads (cs: soubory-ke-stazeni). */
export const downloadsRoute = defineScreen({
  screen: downloadsScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/downloads/page.tsx' : '' },
  loader: async (code, { context, signal }) => (await import('./query')).loadDownloads(context.content, code, { signal }),
});
