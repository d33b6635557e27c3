// Filter and order semantics over the flat values of serialised items. Arrays (linked items, choices, taxonomy
// terms, assets, sitemap locations) match by membership; numbers compare numerically; ISO dates as instants;
// everything else as strings. An item whose type lacks the filtered element matches only negative operators.
import { isEmptyRichText } from './rich-text.ts';
import type { Filter, Order } from './query.ts';
import type { FilterValue, SerializedItem } from './serialize.ts';

const isoDate = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?([+-]\d{2}:\d{2})?)?$/;

const compare = (stored: string | number, wanted: string): number => {
  if (typeof stored === 'number') return stored - Number(wanted);
  if (isoDate.test(stored) && isoDate.test(wanted)) return Date.parse(stored) - Date.parse(wanted);
  return stored < wanted ? -1 : stored > wanted ? 1 : 0;
};

const isEmpty = (value: FilterValue): boolean =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0) || (typeof value === 'string' && isEmptyRichText(value));

const scalarMatches = (value: string | number | null, filter: Filter): boolean => {
  const [first = '', second = ''] = filter.values;
  if (value === null) return filter.operator === 'neq' || filter.operator === 'nin' || filter.operator === 'empty';
  switch (filter.operator) {
    case 'eq':
      return compare(value, first) === 0;
    case 'neq':
      return compare(value, first) !== 0;
    case 'in':
    case 'any':
      return filter.values.some((v) => compare(value, v) === 0);
    case 'nin':
      return filter.values.every((v) => compare(value, v) !== 0);
    case 'all':
      return filter.values.every((v) => compare(value, v) === 0);
    case 'contains':
      return typeof value === 'string' && value.includes(first);
    case 'gt':
      return compare(value, first) > 0;
    case 'gte':
      return compare(value, first) >= 0;
    case 'lt':
      return compare(value, first) < 0;
    case 'lte':
      return compare(value, first) <= 0;
    case 'range':
      return compare(value, first) >= 0 && compare(value, second) <= 0;
    case 'empty':
      return isEmpty(value);
    case 'nempty':
      return !isEmpty(value);
  }
};

const arrayMatches = (value: readonly string[], filter: Filter): boolean => {
  switch (filter.operator) {
    case 'eq':
    case 'contains':
      return value.includes(filter.values[0] ?? '');
    case 'neq':
      return !value.includes(filter.values[0] ?? '');
    case 'in':
    case 'any':
      return filter.values.some((v) => value.includes(v));
    case 'nin':
      return filter.values.every((v) => !value.includes(v));
    case 'all':
      return filter.values.every((v) => value.includes(v));
    case 'empty':
      return value.length === 0;
    case 'nempty':
      return value.length > 0;
    default:
      return false;
  }
};

export const matches = (item: SerializedItem, filter: Filter): boolean => {
  if (!item.values.has(filter.path)) return filter.operator === 'neq' || filter.operator === 'nin';
  const value = item.values.get(filter.path) ?? null;
  return Array.isArray(value) ? arrayMatches(value, filter) : scalarMatches(value as string | number | null, filter);
};

const sortKey = (item: SerializedItem, path: string): string | number | null => {
  const value = item.values.get(path) ?? null;
  if (Array.isArray(value)) return value[0] ?? null;
  return value as string | number | null;
};

/** Stable sort; empty values sort first ascending, as the smallest value. */
export const sortItems = (items: SerializedItem[], order: Order): SerializedItem[] => {
  const sign = order.direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = sortKey(a, order.path);
    const y = sortKey(b, order.path);
    if (x === y) return 0;
    if (x === null) return -sign;
    if (y === null) return sign;
    return sign * compare(x, String(y));
  });
};
