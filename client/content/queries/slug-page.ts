import type { LocaleCode } from '../../i18n/locales';
import type { ContentClient, RequestOptions } from '../client';
import { mapArticle, mapGenericPage, type Article, type GenericPage } from './article';
import { mapBiodiversityPage, type BiodiversityPage } from './biodiversity';
import { mapCustomerProcessPage, type CustomerProcessPage } from './customer-process';
import type { ExperienceListPage, ExperiencePage } from './experiences';
import { loadPageItem } from './page-item';

/** Everything the catch-all route shows: pages by slug, and the list page and experiences (client/routes/article.ts). */
export type SlugPage = Article | GenericPage | CustomerProcessPage | BiodiversityPage | ExperienceListPage | ExperiencePage;

/** Page types reachable at /{slug} (SPEC §2 articles-slug and link targets). */
const slugTypes = ['article', 'page', 'customer_process_page', 'biodiversity_page'];

/** SPEC §2: the customer process page built from the item (not from a link) lives at /cpo. */
const customerProcessPath = 'cpo';

/**
 * SPEC §2 article / generic page: the item published under `slug` in the locale's language, whatever its page
 * type; none answers the 404 screen.
 */
export async function loadSlugPage(
  content: ContentClient,
  locale: LocaleCode,
  slug: string,
  options?: RequestOptions,
): Promise<SlugPage> {
  const query =
    slug === customerProcessPath
      ? { 'system.type': 'customer_process_page', depth: 5 }
      : { 'system.type[in]': slugTypes.join(','), 'elements.slug[eq]': slug, depth: 5 };
  const { item, context } = await loadPageItem(content, locale, query, options);
  switch (item.system.type) {
    case 'article':
      return mapArticle(item, context);
    case 'customer_process_page':
      return mapCustomerProcessPage(item, context);
    case 'biodiversity_page':
      return mapBiodiversityPage(item, context);
    default:
      return mapGenericPage(item, context);
  }
}

/** SPEC §2 styleguide: the generic page with the codename `styleguide`, every component with its variants. */
export async function loadStyleguide(content: ContentClient, locale: LocaleCode, options?: RequestOptions): Promise<GenericPage> {
  const { item, context } = await loadPageItem(content, locale, { 'system.codename': 'styleguide', 'system.type': 'page', depth: 4 }, options);
  return mapGenericPage(item, context);
}
