import { type ScreenName, screens } from './screens';
import { articleRoute } from './article/route';
import { contactUsRoute } from './contact-us/route';
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

/** Each screen's route by its name: a screen of the table without its route does not compile. */
export const routesByScreen = {
  index: homeRoute,
  login: loginRoute,
  dashboard: dashboardRoute,
  contacts: contactsRoute,
  downloads: downloadsRoute,
  faq: faqRoute,
  news: newsRoute,
  styleguide: styleguideRoute,
  search: searchRoute,
  'contact-us': contactUsRoute,
  'articles-slug': articleRoute,
} as const satisfies { readonly [Name in ScreenName]: AnyScreenRoute & { readonly screen: { readonly name: Name } } };

/**
 * Every screen's route, in the screen table's order (the article catch-all last, so every named screen wins over
 * it). app/router.tsx builds each for every locale variant.
 */
export const screenRoutes: readonly AnyScreenRoute[] = screens.map((screen) => routesByScreen[screen.name]);

/** Each screen's page module file: the server preloads the chunk of the screen it renders (worker/ssr/router-manifest.ts). */
export const screenSources = Object.fromEntries(screenRoutes.map((route) => [route.screen.name, route.page.source])) as Readonly<
  Record<ScreenName, string>
>;
