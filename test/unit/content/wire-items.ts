// Builders of Kontent wire items for content tests: the shape the Delivery API sends.
import type { ContentTypeCodename } from '../../../app/content/model/content-types';
import type { WireElement, WireItem, WireItemOfType, WireSystem } from '../../../app/content/wire';

function system<T extends string>(type: T, codename: string): WireSystem & { type: T } {
  return {
    id: `00000000-0000-4000-8000-${String(codename.length).padStart(12, '0')}`,
    name: `Name of ${codename}`,
    codename,
    language: 'cs',
    type,
    collection: 'default',
    sitemap_locations: [],
    last_modified: '2025-09-01T08:00:00.000Z',
  };
}

/** An item of `type` whose elements hold these raw values (anything: upstream JSON is untrusted). */
export function wireItem<const C extends ContentTypeCodename>(
  type: C,
  codename: string,
  elements: WireItemOfType<C>['elements'] = {},
): WireItemOfType<C> {
  return { system: system(type, codename), elements };
}

/** An item as it arrives, its type not checked yet: any type string, even one the model does not know. */
export function untypedItem(type: string, codename: string, elements: Record<string, WireElement> = {}): WireItem {
  return { system: system(type, codename), elements };
}

export const element = (type: string, value: unknown, extra: Record<string, unknown> = {}): WireElement => ({ type, name: type, value, ...extra });
