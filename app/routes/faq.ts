import { getScreen } from '../screens/screens';
import { defineScreen } from './screen-route';

/** product §2 FAQ (faqs for default, en and cs; faq elsewhere). */
export const faqRoute = defineScreen({
  screen: getScreen('faq'),
  page: { load: () => import('./pages/faq'), source: import.meta.env.SSR ? 'app/routes/pages/faq.tsx' : '' },
  loader: async (code, { context, signal }) => (await import('../content/queries/faq')).loadFaq(context.content, code, { signal }),
});
