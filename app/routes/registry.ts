import type { articleRoute } from './article';
import type { contactsRoute } from './contacts';
import type { dashboardRoute } from './dashboard';
import type { downloadsRoute } from './downloads';
import type { faqRoute } from './faq';
import type { homeRoute } from './home';
import type { loginRoute } from './login';
import type { newsRoute } from './news';
import type { searchRoute } from './search-screen';
import type { styleguideRoute } from './styleguide';

/**
 * Each screen's route type by its name, for the pages' typed reads (`screenApi('faq').useData()`): type-only, so
 * nothing here is loaded at run time and a page does not import the route that loads it.
 */
export interface ScreenRoutes {
  index: typeof homeRoute;
  login: typeof loginRoute;
  dashboard: typeof dashboardRoute;
  contacts: typeof contactsRoute;
  downloads: typeof downloadsRoute;
  faq: typeof faqRoute;
  news: typeof newsRoute;
  styleguide: typeof styleguideRoute;
  search: typeof searchRoute;
  'articles-slug': typeof articleRoute;
}
