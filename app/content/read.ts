import type { ContentTypeCodename } from './model/content-types';
import type { BooleanChoiceShape, ElementOfKind, ElementWhere, OptionCodenameOf, TypeWithElement } from './model/inferred';
import type { WireElement, WireItem, WireItemOf, WireItemOfType } from './wire';

/**
 * Readers of Kontent's wire elements, typed by the content model: each takes an item whose type was checked
 * (`isItemOfType`) and accepts only the codenames of that type's elements of the reader's kind, so `text(article,
 * 'body')` (rich text) or `text(article, 'titel')` does not compile. Upstream JSON is untrusted all the same: a
 * reader returns an empty value for a missing or mistyped element instead of throwing, and the mapping decides what
 * an empty value means.
 *
 * Readers of the same value shape share one untyped implementation; the exported signatures decide which elements
 * each may be asked for (type-only, so the typing adds nothing to the bundle).
 */

/**
 * Whether an item is of `type` (or one of `types`): the one place an item's type is checked before its elements
 * are read. A typo in a type codename is a compile error.
 */
export function isItemOfType<const C extends ContentTypeCodename>(item: WireItem, type: C | readonly C[]): item is WireItemOf<C> {
  const types: readonly string[] = typeof type === 'string' ? [type] : type;
  return types.includes(item.system.type);
}

function elementOf(item: WireItem, element: string): WireElement | undefined {
  return item.elements[element];
}

function elementValue(item: WireItem, element: string): unknown {
  return elementOf(item, element)?.value;
}

function stringOf(item: WireItem, element: string): string {
  const value = elementValue(item, element);
  return typeof value === 'string' ? value : '';
}

export const text: <C extends ContentTypeCodename>(item: WireItemOfType<C>, element: ElementOfKind<C, 'text'>) => string = stringOf;

/** A custom element's value: the custom element's own string (JSON for the banner theme), or ''. */
export const customValue: <C extends ContentTypeCodename>(item: WireItemOfType<C>, element: ElementOfKind<C, 'custom'>) => string = stringOf;

export const urlSlug: <C extends ContentTypeCodename>(item: WireItemOfType<C>, element: ElementOfKind<C, 'url_slug'>) => string = stringOf;

/** The types with a text element `title`: what has a heading of its own. */
export type TitledType = TypeWithElement<'title', { readonly type: 'text' }>;

/** An item's title element, or its name in the CMS when the title is empty (every page and card has a heading). */
export function titleOf(item: WireItemOf<TitledType>): string {
  return text(item, 'title') || item.system.name;
}

export function numberValue<C extends ContentTypeCodename>(item: WireItemOfType<C>, element: ElementOfKind<C, 'number'>): number | null {
  const value = elementValue(item, element);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** ISO instant of a date-time element, or '' when empty. */
export function dateTime<C extends ContentTypeCodename>(item: WireItemOfType<C>, element: ElementOfKind<C, 'date_time'>): string {
  const value = elementValue(item, element);
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : '';
}

function codenamesOf(item: WireItem, element: string): string[] {
  const value = elementValue(item, element);
  if (!Array.isArray(value)) return [];
  return value.flatMap((option) =>
    option && typeof option === 'object' && typeof (option as { codename?: unknown }).codename === 'string'
      ? [(option as { codename: string }).codename]
      : [],
  );
}

/** Codenames of the chosen options (multiple choice) or taxonomy terms. */
export const codenames: <C extends ContentTypeCodename>(
  item: WireItemOfType<C>,
  element: ElementOfKind<C, 'multiple_choice' | 'taxonomy'>,
) => string[] = codenamesOf;

/**
 * The first chosen option of a choice element when it is one of `options`, else undefined. `options` are the ones
 * the mapping handles; each must be an option of that element in the model, so a misspelt or removed option is a
 * compile error.
 */
export function chosen<C extends ContentTypeCodename, E extends ElementOfKind<C, 'multiple_choice'>, const O extends OptionCodenameOf<C, E>>(
  item: WireItemOfType<C>,
  element: E,
  options: readonly O[],
): O | undefined {
  const first = codenamesOf(item, element)[0];
  return options.find((option) => option === first);
}

/** product §5: a content boolean is true when the first selected option's codename is 'true'. */
export function contentBoolean<C extends ContentTypeCodename>(item: WireItemOfType<C>, element: ElementWhere<C, BooleanChoiceShape>): boolean {
  return codenamesOf(item, element)[0] === 'true';
}

export interface AssetValue {
  name: string;
  type: string;
  size: number;
  url: string;
  description: string;
  width: number | null;
  height: number | null;
}

function asset(raw: unknown): AssetValue | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  if (typeof value.url !== 'string' || !value.url) return null;
  const dimension = (candidate: unknown) => (typeof candidate === 'number' && candidate > 0 ? candidate : null);
  return {
    name: typeof value.name === 'string' ? value.name : '',
    type: typeof value.type === 'string' ? value.type : '',
    size: typeof value.size === 'number' ? value.size : 0,
    url: value.url,
    description: typeof value.description === 'string' ? value.description : '',
    width: dimension(value.width),
    height: dimension(value.height),
  };
}

export function assets<C extends ContentTypeCodename>(item: WireItemOfType<C>, element: ElementOfKind<C, 'asset'>): AssetValue[] {
  const value = elementValue(item, element);
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const parsed = asset(raw);
    return parsed ? [parsed] : [];
  });
}

export function firstAsset<C extends ContentTypeCodename>(item: WireItemOfType<C>, element: ElementOfKind<C, 'asset'>): AssetValue | undefined {
  return assets(item, element)[0];
}

export function richTextElement<C extends ContentTypeCodename>(
  item: WireItemOfType<C>,
  element: ElementOfKind<C, 'rich_text'>,
): WireElement | undefined {
  const value = elementOf(item, element);
  return value?.type === 'rich_text' ? value : undefined;
}
