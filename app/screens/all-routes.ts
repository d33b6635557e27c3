import type { ScreenName } from './screens';
import { articleRoute } from './article/route';
import { contactsRoute } from './contacts/route';
import { dashboardRoute } from './dashboard/route';
import { downloadsRoute } from './downloads/route';
import { faqRoute } from './faq/route';
import { homeRoute } from './home/route';
import { loginRoute } from './login/route';
import { newsRoute } from './news/route';
import type { AnyScreenRoute } from './screen-route';
import { searchRoute } from './search/route';
import { styleguideRoute } from './styleguide/route';

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
