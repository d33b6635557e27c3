import { notFound } from '@tanstack/react-router';
import { getLocale, type LocaleCode } from '../../i18n/locales';
import type { MapContext } from '../blocks';
import type { ContentClient, RequestOptions } from '../client';
import { text, titleOf } from '../read';
import type { DeliveryQuery, WireItem } from '../wire';

/** SEO fields every page type carries (SPEC §3 pages); the document title and meta description come from them. */
export interface PageMeta {
  title: string;
  description: string;
}

export interface LoadedItem {
  item: WireItem;
  context: MapContext;
}

/**
 * The first item a Delivery query returns, with the map context for its linked items; a page whose item does not
 * exist in the locale answers the 404 screen.
 */
export async function loadPageItem(
  content: ContentClient,
  locale: LocaleCode,
  query: DeliveryQuery,
  options?: RequestOptions,
): Promise<LoadedItem> {
  const response = await content.items({ limit: 1, ...query, language: getLocale(locale).language }, options);
  const item = response.items[0];
  if (!item) throw notFound();
  return { item, context: { locale, modular: response.modular_content } };
}

export function metaOf(item: WireItem, fallbackDescription = ''): PageMeta {
  return {
    title: text(item, 'seo_title') || titleOf(item),
    description: text(item, 'seo_description') || fallbackDescription,
  };
}
