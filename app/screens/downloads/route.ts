import { getScreen } from '../screens';
import { defineScreen } from '../screen-route';

/** product §2 downloads (cs: soubory-ke-stazeni). */
export const downloadsRoute = defineScreen({
  screen: getScreen('downloads'),
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/downloads/page.tsx' : '' },
  loader: async (code, { context, signal }) => (await import('./query')).loadDownloads(context.content, code, { signal }),
});
