import { faqScreen } from './screen';
import { defineScreen } from '../screen-route';

/** product §2 FAQ (faqs for default, en and cs; faq elsewhere). */
export const faqRoute = defineScreen({
  screen: faqScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/faq/page.tsx' : '' },
  loader: async (code, { context, signal }) => (await import('./query')).loadFaq(context.content, code, { signal }),
});
