import type { articleRoute } from './article/route';
import type { contactUsRoute } from './contact-us/route';
import type { contactsRoute } from './contacts/route';
import type { dashboardRoute } from './dashboard/route';
import type { downloadsRoute } from './downloads/route';
import type { faqRoute } from './faq/route';
import type { homeRoute } from './home/route';
import type { loginRoute } from './login/route';
import type { newsRoute } from './news/route';
import type { searchRoute } from './search/route';
import type { styleguideRoute } from './styleguide/route';

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
  'contact-us': typeof contactUsRoute;
  'articles-slug': typeof articleRoute;
}
