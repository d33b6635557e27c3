import type { ScreenName } from '../screens/screens';
import { articleRoute } from './article';
import { contactsRoute } from './contacts';
import { dashboardRoute } from './dashboard';
import { downloadsRoute } from './downloads';
import { faqRoute } from './faq';
import { homeRoute } from './home';
import { loginRoute } from './login';
import { newsRoute } from './news';
import type { AnyScreenRoute } from './screen-route';
import { searchRoute } from './search-screen';
import { styleguideRoute } from './styleguide';

/**
 * Every screen's route, in the screen table's order (the article catch-all last, so every named screen wins over
 * it). app/router.tsx builds each for every locale variant.
 */
export const screenRoutes: readonly AnyScreenRoute[] = [
  homeRoute,
  loginRoute,
  dashboardRoute,
  contactsRoute,
  downloadsRoute,
  faqRoute,
  newsRoute,
  styleguideRoute,
  searchRoute,
  articleRoute,
];

/** Each screen's page module file: the server preloads the chunk of the screen it renders (worker/ssr/router-manifest.ts). */
export const screenSources = Object.fromEntries(screenRoutes.map((route) => [route.screen.name, route.page.source])) as Readonly<
  Record<ScreenName, string>
>;
