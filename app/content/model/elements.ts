// Element definitions of the content model, written as data so the emulator can serve them as Kontent's `types`
// and validate demo items against them. Helpers keep each type's definition one line per element while TypeScript
// still infers the literal element types (used by ./inferred.ts).

export const elementTypes = [
  'text',
  'number',
  'rich_text',
  'asset',
  'modular_content',
  'date_time',
  'multiple_choice',
  'url_slug',
  'taxonomy',
  'custom',
] as const;

export type ElementType = (typeof elementTypes)[number];

export interface ChoiceOption {
  readonly codename: string;
  readonly name: string;
}

interface BaseElement<T extends ElementType> {
  readonly type: T;
  readonly name: string;
  /** Kontent's "required" flag: the demo-content check fails when a required element is empty. */
  readonly required?: boolean;
}

export type TextElementDef = BaseElement<'text'>;
export type NumberElementDef = BaseElement<'number'>;
export type DateTimeElementDef = BaseElement<'date_time'>;
export type CustomElementDef = BaseElement<'custom'>;
export interface AssetElementDef extends BaseElement<'asset'> {
  readonly maxCount?: number;
}
export interface RichTextElementDef extends BaseElement<'rich_text'> {
  /** Types allowed as linked items and components inside the rich text; empty means any. */
  readonly allowedTypes: readonly string[];
}
export interface LinkedItemsElementDef extends BaseElement<'modular_content'> {
  readonly allowedTypes: readonly string[];
  readonly maxCount?: number;
}
export interface MultipleChoiceElementDef extends BaseElement<'multiple_choice'> {
  readonly mode: 'single' | 'multiple';
  readonly options: readonly ChoiceOption[];
}
export interface UrlSlugElementDef extends BaseElement<'url_slug'> {
  /** The text element the slug is generated from, as in Kontent. */
  readonly dependsOn: string;
}
export interface TaxonomyElementDef extends BaseElement<'taxonomy'> {
  readonly taxonomyGroup: string;
}

export type ElementDef =
  | TextElementDef
  | NumberElementDef
  | DateTimeElementDef
  | CustomElementDef
  | AssetElementDef
  | RichTextElementDef
  | LinkedItemsElementDef
  | MultipleChoiceElementDef
  | UrlSlugElementDef
  | TaxonomyElementDef;

interface Flags {
  readonly required?: boolean;
}

export const text = <const N extends string>(name: N, flags: Flags = {}) => ({ type: 'text', name, ...flags }) as const;
export const number = <const N extends string>(name: N, flags: Flags = {}) => ({ type: 'number', name, ...flags }) as const;
export const dateTime = <const N extends string>(name: N, flags: Flags = {}) => ({ type: 'date_time', name, ...flags }) as const;
export const custom = <const N extends string>(name: N, flags: Flags = {}) => ({ type: 'custom', name, ...flags }) as const;
export const asset = <const N extends string>(name: N, flags: Flags & { maxCount?: number } = {}) => ({ type: 'asset', name, ...flags }) as const;
export const richText = <const N extends string, const T extends readonly string[]>(name: N, allowedTypes: T, flags: Flags = {}) =>
  ({ type: 'rich_text', name, allowedTypes, ...flags }) as const;
export const linkedItems = <const N extends string, const T extends readonly string[]>(
  name: N,
  allowedTypes: T,
  flags: Flags & { maxCount?: number } = {},
) => ({ type: 'modular_content', name, allowedTypes, ...flags }) as const;
export const choice = <const N extends string, const O extends readonly ChoiceOption[]>(
  name: N,
  mode: 'single' | 'multiple',
  options: O,
  flags: Flags = {},
) => ({ type: 'multiple_choice', name, mode, options, ...flags }) as const;
export const urlSlug = <const N extends string, const D extends string>(name: N, dependsOn: D, flags: Flags = {}) =>
  ({ type: 'url_slug', name, dependsOn, ...flags }) as const;
export const taxonomy = <const N extends string, const G extends string>(name: N, taxonomyGroup: G, flags: Flags = {}) =>
  ({ type: 'taxonomy', name, taxonomyGroup, ...flags }) as const;

/** A yes/no switch the Kontent way: a single-choice element whose option codename 'true' means yes (product §5). */
export const booleanChoice = <const N extends string>(name: N) =>
  choice(name, 'single', [
    { codename: 'true', name: 'Yes' },
    { codename: 'false', name: 'No' },
  ] as const);
