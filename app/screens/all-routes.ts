import { type ScreenName, screens } from './screens';
import { declaredRoutes } from './generated/screen-routes';
import type { AnyScreenRoute } from './screen-route';

/**
 * Each screen's route by its name (app/screens/generated/screen-routes.ts lists the folders' routes): a screen of the table
 * without its route, or a route under another screen's name, does not compile.
 */
export const routesByScreen = declaredRoutes satisfies RouteOfEveryScreen;
/** A route for each screen of the table, under its screen's name. */
export type RouteOfEveryScreen = { readonly [Name in ScreenName]: AnyScreenRoute & { readonly screen: { readonly name: Name } } };

/**
 * Every screen's route, in the screen table's order (the article catch-all last, so every named screen wins over
 * it). app/router.tsx builds each for every locale variant.
 */
export const screenRoutes: readonly AnyScreenRoute[] = screens.map((screen): AnyScreenRoute => routesByScreen[screen.name]);

/** Each screen's page module file: the server preloads the chunk of the screen it renders (worker/ssr/router-manifest.ts). */
export const screenSources = Object.fromEntries(screenRoutes.map((route) => [route.screen.name, route.page.source])) as Readonly<
  Record<ScreenName, string>
>;
