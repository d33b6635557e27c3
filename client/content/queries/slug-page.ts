import type { LocaleCode } from '../../i18n/locales';
import type { ContentClient, RequestOptions } from '../client';
import { mapArticle, mapGenericPage, type Article, type GenericPage } from './article';
import { loadPageItem } from './page-item';

export type SlugPage = Article | GenericPage;

/** Page types reachable at /{slug} (SPEC §2 articles-slug and link targets). */
const slugTypes = ['article', 'page'];

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
  const { item, context } = await loadPageItem(
    content,
    locale,
    { 'system.type[in]': slugTypes.join(','), 'elements.slug[eq]': slug, depth: 4 },
    options,
  );
  return item.system.type === 'article' ? mapArticle(item, context) : mapGenericPage(item, context);
}

/** SPEC §2 styleguide: the generic page with the codename `styleguide`, every component with its variants. */
export async function loadStyleguide(content: ContentClient, locale: LocaleCode, options?: RequestOptions): Promise<GenericPage> {
  const { item, context } = await loadPageItem(content, locale, { 'system.codename': 'styleguide', 'system.type': 'page', depth: 4 }, options);
  return mapGenericPage(item, context);
}
