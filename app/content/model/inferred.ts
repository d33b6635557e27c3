// TypeScript types inferred from the model data (./content-types.ts). The app's wire readers and queries are typed
// with them (app/content/wire.ts, read.ts, links.ts), so an element codename, an element kind or a linked type
// that the model does not have is a compile error. Types only: nothing here reaches a bundle.
import type { ContentTypeCodename, ContentTypes } from './content-types.ts';
import type { ElementType } from './elements.ts';

type ElementDefsOf<C extends ContentTypeCodename> = ContentTypes[C]['elements'];

/** Element codenames of type `C`. */
export type ElementCodenameOf<C extends ContentTypeCodename> = keyof ElementDefsOf<C> & string;

/** Codenames of the elements of one type whose definition matches `Shape`. */
type MatchingIn<C extends ContentTypeCodename, Shape> = {
  [E in keyof ElementDefsOf<C>]: ElementDefsOf<C>[E] extends Shape ? E : never;
}[keyof ElementDefsOf<C>] &
  string;

/**
 * Codenames of the elements whose definition matches `Shape` in every type of `C`. `C` is a union when an item is
 * known to be one of several types (a link item, a navigation level): then only what they all have is readable.
 * The intersection over the union is taken through a function parameter (contravariant), which TypeScript
 * infers as the intersection of the candidates.
 */
export type ElementWhere<C extends ContentTypeCodename, Shape> = (
  C extends ContentTypeCodename
    ? (element: MatchingIn<C, Shape>) => void
    : never
) extends (element: infer E extends string) => void
  ? E
  : never;

/** Element codenames of kind `K` (Kontent's element type: 'text', 'rich_text', 'modular_content'…) in every type of `C`. */
export type ElementOfKind<C extends ContentTypeCodename, K extends ElementType> = ElementWhere<C, { readonly type: K }>;

/** A yes/no switch (product §5): a single choice whose options are 'true' and 'false', as `booleanChoice` defines it. */
export type BooleanChoiceShape = {
  readonly type: 'multiple_choice';
  readonly options: readonly [{ readonly codename: 'true' }, { readonly codename: 'false' }];
};

/** The types that have an element `E` matching `Shape`: the items a helper reading that one element accepts. */
export type TypeWithElement<E extends string, Shape> = {
  [C in ContentTypeCodename]: ElementDefsOf<C> extends { readonly [K in E]: Shape } ? C : never;
}[ContentTypeCodename];

type DefIn<C extends ContentTypeCodename, E extends string> = E extends keyof ElementDefsOf<C> ? ElementDefsOf<C>[E] : never;

/** The types a linked-items element `E` of `C` allows (for a union `C`, allowed in any of them). */
export type AllowedTypeOf<C extends ContentTypeCodename, E extends string> = C extends ContentTypeCodename
  ? DefIn<C, E> extends { readonly type: 'modular_content'; readonly allowedTypes: readonly (infer T)[] }
    ? T & ContentTypeCodename
    : never
  : never;

/** The option codenames of a multiple-choice element `E` of `C`. */
export type OptionCodenameOf<C extends ContentTypeCodename, E extends string> = C extends ContentTypeCodename
  ? DefIn<C, E> extends { readonly type: 'multiple_choice'; readonly options: readonly { readonly codename: infer O }[] }
    ? O & string
    : never
  : never;
