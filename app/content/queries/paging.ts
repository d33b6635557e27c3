import { getLocale, type LocaleCode } from '../../i18n/locales';
import type { MapContext } from '../../blocks/registry';
import type { ContentClient, RequestOptions } from '../client';
import type { ContentTypeCodename } from '../model/content-types';
import { isItemOfType } from '../read';
import { mapContextOf } from './page-item';
import type { DeliveryQuery, WireItemOf } from '../wire';

/**
 * Listings paged by `?page=N` (news, downloads, FAQ, contacts; decisions 126, 128): the page number is 1-based and already clamped
 * by the route's search params (app/screens/search-params.ts); a page past the last is empty, never an error.
 */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Kontent's `skip` and `limit` of one page of a listing Kontent orders itself (news). */
export const pageWindow = (page: number, pageSize: number) => ({ skip: (page - 1) * pageSize, limit: pageSize });

/** The slice of an ordered list that page `page` shows. */
export const pageSlice = <T>(all: readonly T[], page: number, pageSize: number): T[] => {
  const { skip, limit } = pageWindow(page, pageSize);
  return all.slice(skip, skip + limit);
};

/**
 * The most codenames one page asks for: a longer `system.codename[in]` list is refused by the proxy (its value
 * cap, worker/content/query.ts) and, in the hundreds, by Kontent itself (414).
 */
export const maxListedPerQuery = 25;

export interface ListedItems<C extends ContentTypeCodename> {
  items: WireItemOf<C>[];
  context: MapContext;
}

/**
 * One page of a listing an editor orders in a linked-items element (downloads, FAQ questions, contacts): the page's
 * codenames in one `system.codename[in]` query of their type, answered in the element's order whatever order
 * Kontent answers in. Codenames Kontent does not answer (not published in the language) and items of another type
 * are left out, as `linkedItems` leaves them out. No codenames, no request.
 */
export async function loadListedItems<const C extends ContentTypeCodename>(
  content: ContentClient,
  locale: LocaleCode,
  type: C,
  codenames: readonly string[],
  query: DeliveryQuery,
  options?: RequestOptions,
): Promise<ListedItems<C>> {
  if (codenames.length > maxListedPerQuery) throw new RangeError(`A page lists at most ${maxListedPerQuery} items, not ${codenames.length}.`);
  if (codenames.length === 0) return { items: [], context: mapContextOf(content, locale, {}) };
  const response = await content.items(
    { 'system.type': type, 'system.codename[in]': codenames.join(','), ...query, language: getLocale(locale).language },
    options,
  );
  const byCodename = new Map(response.items.map((item) => [item.system.codename, item]));
  const items = codenames.flatMap((codename) => {
    const item = byCodename.get(codename);
    return item && isItemOfType(item, type) ? [item] : [];
  });
  return { items, context: mapContextOf(content, locale, response.modular_content) };
}
