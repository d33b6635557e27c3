import { notFound } from '@tanstack/react-router';
import { getLocale, type LocaleCode } from '../../i18n/locales';
import type { MapContext } from '../../blocks/registry';
import type { ContentClient, RequestOptions } from '../client';
import type { ContentTypeCodename } from '../model/content-types';
import type { TypeWithElement } from '../model/inferred';
import type { PageDataLayer } from '../../tracking/data-layer';
import { chosen, isItemOfType, text, titleOf, type TitledType } from '../read';
import type { DeliveryQuery, WireItem, WireItemOf } from '../wire';

/** SEO fields every page type carries (product §3 pages); the document title and meta description come from them. */
export interface PageMeta {
  title: string;
  description: string;
}

export interface LoadedItem<C extends ContentTypeCodename> {
  item: WireItemOf<C>;
  context: MapContext;
}

/**
 * The first item of type `types` (one type or several) a Delivery query returns, with the map context for its
 * linked items; a page whose item does not exist in the locale answers the 404 screen. The type filter is built
 * from `types`, and the item is checked against them, so the item comes back typed by its content type.
 */
export async function loadPageItem<const C extends ContentTypeCodename>(
  content: ContentClient,
  locale: LocaleCode,
  types: C | readonly C[],
  query: DeliveryQuery,
  options?: RequestOptions,
): Promise<LoadedItem<C>> {
  const typeFilter = typeof types === 'string' ? { 'system.type': types } : { 'system.type[in]': types.join(',') };
  const response = await content.items({ limit: 1, ...typeFilter, ...query, language: getLocale(locale).language }, options);
  const item = response.items[0];
  // An answer of another type than asked for is as good as none: upstream JSON is untrusted.
  if (!item || !isItemOfType(item, types)) throw notFound();
  return { item, context: mapContextOf(content, locale, response.modular_content) };
}

/** The map context of an answer of `content`: its linked items, and whether they are an editor's preview (decision 123). */
export function mapContextOf(content: ContentClient, locale: LocaleCode, modular: Record<string, WireItem>): MapContext {
  return { locale, modular, preview: content.preview === true };
}

/** The types with a title and both SEO texts: the page types (product §3 pages). */
type SeoType = TitledType & TypeWithElement<'seo_title' | 'seo_description', { readonly type: 'text' }>;

export function metaOf(item: WireItemOf<SeoType>, fallbackDescription = ''): PageMeta {
  return {
    title: text(item, 'seo_title') || titleOf(item),
    description: text(item, 'seo_description') || fallbackDescription,
  };
}

/**
 * product §3 data-layer values of a page the article route shows (decision 078): its page type from the `page_type`
 * element (`all` where the type has none or none is chosen), as its section too, and its codename as its name: the
 * same in every language, which `page_language_version` tells apart.
 */
export function pageDataLayer(item: WireItem): PageDataLayer {
  const pageType =
    (isItemOfType(item, ['article', 'page']) ? chosen(item, 'page_type', ['digital_showroom', 'green_retail', 'architecture']) : undefined) ?? 'all';
  return { pageType, pageName: item.system.codename, pageSection: pageType };
}

/** A page of the article route with its data-layer values, which app/tracking reads from the loader data. */
export type Tracked<P> = P & { readonly tracking: PageDataLayer };
