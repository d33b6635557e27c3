import { getLocale, type LocaleCode } from '../../i18n/locales';
import type { ContentClient, RequestOptions } from '../client';
import type { ElementCodenameOf } from '../model/inferred';
import { isItemOfType } from '../read';
import { mapArticle, mapGenericPage, type Article, type GenericPage } from './article';
import { mapBiodiversityPage, type BiodiversityPage } from './biodiversity';
import { mapCustomerProcessPage, type CustomerProcessPage } from './customer-process';
import type { ExperienceListPage, ExperiencePage } from './experiences';
import { loadPageItem, pageDataLayer, type Tracked } from './page-item';

/** Everything the catch-all route shows: pages by slug, and the list page and experiences (app/screens/article/route.ts). */
export type SlugPage = Tracked<Article | GenericPage | CustomerProcessPage | BiodiversityPage | ExperienceListPage | ExperiencePage>;

/** Page types reachable at /{slug} (product §2 articles-slug and link targets). */
const slugTypes = ['article', 'page', 'customer_process_page', 'biodiversity_page'] as const;

/** The filter on their shared url slug element: the model checks that every one of them has it. */
const slugFilter = 'elements.slug[eq]' satisfies `elements.${ElementCodenameOf<(typeof slugTypes)[number]>}[eq]`;

/**
 * What an article's related links need (decision 119): its `related` element and each related article's title and
 * slug. The page itself is asked without anyone's related articles: at depth 5 they would bring the related articles
 * of the related articles, five levels down, each with its body (4.3 MB for a brand's 1,000 articles, over the 4 MiB
 * cap), where the page shows three titles.
 */
const relatedElements = ['related', 'title', 'slug'] as const satisfies readonly ElementCodenameOf<'article'>[];

/** product §2: the customer process page built from the item (not from a link) lives at /cpo. */
const customerProcessPath = 'cpo';

/**
 * product §2 article / generic page: the item published under `slug` in the locale's language, whatever its page
 * type; none answers the 404 screen.
 */
export async function loadSlugPage(content: ContentClient, locale: LocaleCode, slug: string, options?: RequestOptions): Promise<SlugPage> {
  if (slug === customerProcessPath) {
    const { item, context } = await loadPageItem(content, locale, 'customer_process_page', { depth: 5 }, options);
    return { ...mapCustomerProcessPage(item, context), tracking: pageDataLayer(item) };
  }
  const [{ item, context }, related] = await Promise.all([
    loadPageItem(content, locale, slugTypes, { [slugFilter]: slug, depth: 5, excludeElements: 'related' }, options),
    content.items(
      { 'system.type': 'article', [slugFilter]: slug, limit: 1, depth: 1, elements: relatedElements.join(','), language: getLocale(locale).language },
      options,
    ),
  ]);
  const tracking = pageDataLayer(item);
  if (isItemOfType(item, 'article')) {
    const relatedOf = related.items[0];
    const withRelated = relatedOf?.elements.related ? { ...item, elements: { ...item.elements, related: relatedOf.elements.related } } : item;
    // The page's own answer wins where both hold an item: it has all of its elements.
    return { ...mapArticle(withRelated, { ...context, modular: { ...related.modular_content, ...context.modular } }), tracking };
  }
  if (isItemOfType(item, 'customer_process_page')) return { ...mapCustomerProcessPage(item, context), tracking };
  if (isItemOfType(item, 'biodiversity_page')) return { ...mapBiodiversityPage(item, context), tracking };
  return { ...mapGenericPage(item, context), tracking };
}

/** product §2 styleguide: the generic page with the codename `styleguide`, every component with its variants. */
export async function loadStyleguide(content: ContentClient, locale: LocaleCode, options?: RequestOptions): Promise<GenericPage> {
  const { item, context } = await loadPageItem(content, locale, 'page', { 'system.codename': 'styleguide', depth: 4 }, options);
  return mapGenericPage(item, context);
}
