// The item endpoints' logic: filter, order, page, project elements and gather `modular_content` to the requested
// depth. Components always travel with their item, whatever the depth, as in Kontent.
import type { LanguageCodename } from '../../app/content/model/index.ts';
import { errorCodes, KontentError } from './errors.ts';
import { matches, sortItems } from './filter.ts';
import type { Filter, ItemQuery } from './query.ts';
import { serializeVariant, type ItemJson, type SerializeContext, type SerializedItem } from './serialize.ts';
import type { Variant } from './variants.ts';

export interface PaginationJson {
  skip: number;
  limit: number;
  count: number;
  next_page: string;
  total_count?: number;
}

interface Projection {
  readonly elements: readonly string[] | undefined;
  readonly excludeElements: readonly string[] | undefined;
}

const keeps = (projection: Projection, element: string): boolean =>
  (!projection.elements || projection.elements.includes(element)) && !(projection.excludeElements?.includes(element) ?? false);

const project = (item: SerializedItem, projection: Projection): ItemJson => {
  if (!projection.elements && !projection.excludeElements) return item.json;
  const elements: ItemJson['elements'] = {};
  for (const [codename, element] of Object.entries(item.json.elements)) {
    if (keeps(projection, codename)) elements[codename] = element;
  }
  return { system: item.json.system, elements };
};

/** Linked items (to `depth` levels) and components of `roots`, keyed by codename. */
export const gatherModularContent = (
  roots: readonly SerializedItem[],
  depth: number,
  language: LanguageCodename,
  projection: Projection,
  context: SerializeContext,
): Record<string, ItemJson> => {
  const out: Record<string, ItemJson> = {};
  const visit = (item: SerializedItem, level: number) => {
    for (const [element, components] of item.components) {
      if (!keeps(projection, element)) continue;
      for (const component of components) {
        if (out[component.codename]) continue;
        out[component.codename] = project(component, projection);
        visit(component, level);
      }
    }
    if (level >= depth) return;
    for (const [element, codenames] of item.links) {
      if (!keeps(projection, element)) continue;
      for (const codename of codenames) {
        if (out[codename]) continue;
        const variant = context.store.resolve(codename, language, context.slot);
        if (!variant) continue;
        const linked = serializeVariant(variant, context);
        out[codename] = project(linked, projection);
        visit(linked, level + 1);
      }
    }
  };
  for (const root of roots) visit(root, 0);
  return out;
};

/**
 * Filters read from a variant without serialising it, as a first pass (the full filter runs after): the type
 * (`system.type[eq|in]`), the codename (`system.codename[eq|in]`) and a text or slug equal to a value (`elements.slug[eq]`, whose plain value is the string
 * itself). At a brand's volume (decision 119) a query for one type or one slug then serialises those items, not
 * thousands of others' bodies.
 */
const cheapFilter = (filter: Filter): ((variant: Variant) => boolean) | undefined => {
  if (filter.path === 'system.type' && (filter.operator === 'eq' || filter.operator === 'in')) {
    return (variant) => filter.values.includes(variant.item.type);
  }
  // A page of a listing asks for its items by codename (decision 126): those, not the whole language, are serialised.
  if (filter.path === 'system.codename' && (filter.operator === 'eq' || filter.operator === 'in')) {
    return (variant) => filter.values.includes(variant.item.codename);
  }
  const element = filter.path.startsWith('elements.') ? filter.path.slice('elements.'.length) : undefined;
  // A value that reads as a date compares as an instant (filter.ts), which string equality would not see.
  if (element && filter.operator === 'eq' && !/^\d{4}-\d{2}-\d{2}/.test(filter.values[0] ?? '')) {
    return (variant) => {
      const value = variant.elements[element];
      return typeof value !== 'string' || value === filter.values[0];
    };
  }
  return undefined;
};

const selectItems = (query: ItemQuery, context: SerializeContext): SerializedItem[] => {
  const firstPass = query.filters.flatMap((filter) => cheapFilter(filter) ?? []);
  let items = context.store
    .list(query.language, context.slot)
    .filter((variant) => firstPass.every((passes) => passes(variant)))
    .map((variant) => serializeVariant(variant, context))
    .filter((item) => query.filters.every((filter) => matches(item, filter)));
  if (query.order) items = sortItems(items, query.order);
  return items;
};

export interface ItemListingJson {
  items: ItemJson[];
  modular_content: Record<string, ItemJson>;
  pagination: PaginationJson;
}

export const listItems = (query: ItemQuery, context: SerializeContext, requestUrl: URL): ItemListingJson => {
  const all = selectItems(query, context);
  const page = all.slice(query.skip, query.limit === undefined ? undefined : query.skip + query.limit);
  let nextPage = '';
  if (query.limit !== undefined && query.skip + query.limit < all.length) {
    const next = new URL(requestUrl);
    next.searchParams.set('skip', String(query.skip + query.limit));
    nextPage = next.toString();
  }
  const pagination: PaginationJson = {
    skip: query.skip,
    limit: query.limit ?? 0,
    count: page.length,
    next_page: nextPage,
  };
  if (query.includeTotalCount) {
    // Kontent puts total_count first; key order is kept for byte-level similarity with real responses.
    return {
      items: page.map((item) => project(item, query)),
      modular_content: gatherModularContent(page, query.depth, query.language, query, context),
      pagination: { total_count: all.length, ...pagination },
    };
  }
  return {
    items: page.map((item) => project(item, query)),
    modular_content: gatherModularContent(page, query.depth, query.language, query, context),
    pagination,
  };
};

export const getItem = (
  codename: string,
  query: ItemQuery,
  context: SerializeContext,
): { item: ItemJson; modular_content: Record<string, ItemJson> } => {
  const variant = context.store.resolve(codename, query.language, context.slot);
  if (!variant) {
    throw new KontentError(404, errorCodes.itemNotFound, `The requested content item '${codename}' was not found.`);
  }
  const item = serializeVariant(variant, context);
  return {
    item: project(item, query),
    modular_content: gatherModularContent([item], query.depth, query.language, query, context),
  };
};

export interface FeedPage {
  body: { items: ItemJson[]; modular_content: Record<string, ItemJson> };
  continuation: string | undefined;
}

/** One page of items-feed; the continuation token is the offset of the next page (opaque to clients). */
export const feedPage = (query: ItemQuery, context: SerializeContext, offset: number, pageSize: number): FeedPage => {
  const all = selectItems(query, context);
  const page = all.slice(offset, offset + pageSize);
  const more = offset + pageSize < all.length;
  return {
    body: {
      items: page.map((item) => project(item, query)),
      modular_content: gatherModularContent(page, 1, query.language, query, context),
    },
    continuation: more ? encodeToken({ offset: offset + pageSize }) : undefined,
  };
};

export const encodeToken = (value: Record<string, unknown>): string => btoa(JSON.stringify(value)).replaceAll('=', '');

export const decodeToken = (token: string): unknown => {
  try {
    return JSON.parse(atob(token));
  } catch {
    return undefined;
  }
};
