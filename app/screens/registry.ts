import type { DeclaredRouteTypes } from './generated/screen-routes';

/**
 * Each screen's route type by its name, for the pages' typed reads (`screenApi('faq').useData()`): type-only, so
 * nothing here is loaded at run time and a page does not import the route that loads it.
 */
export interface ScreenRoutes extends DeclaredRouteTypes {}
