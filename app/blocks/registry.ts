import { type ProblemBlock, problemBlock } from './problem/block';
import type { ComponentType } from '../content/model/content-types';
import { linkTypes } from '../content/model/type-groups';
import type { WireItem, WireItemOf } from '../content/wire';
import { blockDeclarations } from './generated/declarations';
import type { MapContext } from './define';

export type { MapContext } from './define';
export { type RichText, richText } from './rich-text';

/**
 * Every content block's declaration: each folder's `block.ts` exports its `declareBlock(…)`s (docs/development.md "Add a
 * content block"), and app/blocks/generated/declarations.ts lists them. The view models' union, the kinds and the
 * mapper table derive from them; ./ContentBlock.tsx makes the views total over the kinds.
 */
export { blockDeclarations };
type Declaration = (typeof blockDeclarations)[number];

/**
 * The view model of any block (product §3 content item types), and the notice an editor's preview shows in place
 * of one the site left out (./problem/block.ts).
 */
export type Block = NonNullable<ReturnType<Declaration['map']>> | ProblemBlock;
export type BlockKind = Block['kind'];

/** What pages and rich text insert: components, links, and articles (shown as teasers). */
type InsertedType = ComponentType | (typeof linkTypes)[number] | 'article';
type Unmapped<D extends { readonly types: readonly string[] }> = Exclude<InsertedType, D['types'][number]>;
/** `true` when the declarations `D` map every type editors can insert; else names the ones left out. */
export type EveryInsertedTypeMapped<D extends { readonly types: readonly string[] }> = [Unmapped<D>] extends [never]
  ? true
  : { unmapped: Unmapped<D> };
// A type editors can insert but no block declares would silently render nothing: it does not compile.
void (true satisfies EveryInsertedTypeMapped<Declaration>);
type Uninsertable = Exclude<Declaration['types'][number], InsertedType>;
// A block mapping a type that is no component (`component: true` in its content type), link or article would never
// be inserted: it does not compile either, so the page-body check below is exact.
void (true satisfies [Uninsertable] extends [never] ? true : { notInsertable: Uninsertable });

/**
 * The types a page's body may hold: what the blocks map, but links and articles, which only rich text inserts. The
 * model's `componentTypes` by the check above, without the model's data in the browser's chunk.
 */
const pageBodyTypes: ReadonlySet<string> = new Set(
  blockDeclarations
    .flatMap((declaration) => declaration.types)
    .filter((type) => type !== 'article' && !(linkTypes as readonly string[]).includes(type)),
);

type AnyMapper = (item: WireItem, context: MapContext, asComponent: boolean) => Block | null;

/** Each content type's declaration, built once per isolate. */
const declarationByType = new Map<string, Declaration>();
for (const declaration of blockDeclarations) for (const type of declaration.types) declarationByType.set(type, declaration);

/**
 * Maps a content item into its view model; null for types no block declares. A mapping that throws on broken
 * content is logged (product §8 'Mapping of content item … failed') and renders nothing, or, in an editor's
 * preview, a notice saying so (decision 123).
 */
export function mapBlock(item: WireItem, context: MapContext, asComponent = false): Block | null {
  const declaration = declarationByType.get(item.system.type);
  if (!declaration) return null;
  try {
    // The table is keyed by the item's own type, one of the declaration's types: its mapper takes this item.
    return (declaration.map as AnyMapper)(item, context, asComponent);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    console.warn(`Mapping of content item ${item.system.codename} failed`, detail);
    return context.preview ? problemBlock({ cause: 'mapping-failed', item: item.system.codename, detail }, item.system.id) : null;
  }
}

/**
 * The blocks of a page's content element in the editor's order. What cannot be shown (an item Kontent did not
 * deliver, a type no block declares) is left out with product §8's warning, or, in an editor's preview, shown as a
 * notice in its place (decision 123).
 */
export function mapBlocks(item: WireItemOf<'home_page' | 'page'>, element: 'content', context: MapContext): Block[] {
  const codenames = item.elements[element]?.value;
  if (!Array.isArray(codenames)) return [];
  const leftOut = (cause: 'not-found' | 'not-supported', codename: string, detail: string, itemId?: string): Block[] =>
    context.preview ? [problemBlock({ cause, item: codename, element, detail }, itemId)] : [];
  return codenames.flatMap((codename): Block[] => {
    const linked = typeof codename === 'string' ? context.modular[codename] : undefined;
    if (!linked) {
      console.warn('The inserted content item was not found.', codename);
      return leftOut('not-found', String(codename), 'not in the answer');
    }
    if (!pageBodyTypes.has(linked.system.type)) {
      console.warn('The inserted content item is not supported.', linked.system.type);
      return leftOut('not-supported', linked.system.codename, linked.system.type, linked.system.id);
    }
    const mapped = mapBlock(linked, context);
    return mapped ? [mapped] : [];
  });
}
