import { getScreen } from '../screens/screens';
import { defineScreen } from './screen-route';

/** product §2 downloads (cs: soubory-ke-stazeni). */
export const downloadsRoute = defineScreen({
  screen: getScreen('downloads'),
  page: { load: () => import('./pages/downloads'), source: import.meta.env.SSR ? 'app/routes/pages/downloads.tsx' : '' },
  loader: async (code, { context, signal }) => (await import('../content/queries/downloads')).loadDownloads(context.content, code, { signal }),
});
