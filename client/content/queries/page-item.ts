import { notFound } from '@tanstack/react-router';
import { getLocale, type LocaleCode } from '../../i18n/locales';
import type { MapContext } from '../blocks';
import type { ContentClient, RequestOptions } from '../client';
import type { ContentTypeCodename } from '../model/content-types';
import type { TypeWithElement } from '../model/inferred';
import { isItemOfType, text, titleOf, type TitledType } from '../read';
import type { DeliveryQuery, WireItemOf } from '../wire';

/** SEO fields every page type carries (SPEC §3 pages); the document title and meta description come from them. */
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
  return { item, context: { locale, modular: response.modular_content } };
}

/** The types with a title and both SEO texts: the page types (SPEC §3 pages). */
type SeoType = TitledType & TypeWithElement<'seo_title' | 'seo_description', { readonly type: 'text' }>;

export function metaOf(item: WireItemOf<SeoType>, fallbackDescription = ''): PageMeta {
  return {
    title: text(item, 'seo_title') || titleOf(item),
    description: text(item, 'seo_description') || fallbackDescription,
  };
}
