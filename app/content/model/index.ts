// The content model, defined once (docs/architecture.md): content types, taxonomies and languages as data, and the item
// types inferred from them. Plain data only: safe for the client bundle.
export * from './elements.ts';
export * from './content-types.ts';
export * from './type-groups.ts';
export * from './taxonomies.ts';
export * from './languages.ts';
export type * from './inferred.ts';
