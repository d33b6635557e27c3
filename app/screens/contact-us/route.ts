import { contactUsScreen } from './screen';
import { defineScreen } from '../screen-route';

/** The public door (decision 114): its forms only, no loader, so a signed-out visitor's page reads no content. */
export const contactUsRoute = defineScreen({
  screen: contactUsScreen,
  page: { load: () => import('./page'), source: import.meta.env.SSR ? 'app/screens/contact-us/page.tsx' : '' },
});
