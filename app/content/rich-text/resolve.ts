import { transformToPortableText, type PortableTextComponentOrItem, type PortableTextObject } from '@kontent-ai/rich-text-resolver';
import type { LocaleCode } from '../../i18n/locales';
import { linkHref, targetPath } from '../links';
import { safeHref } from '../safe-href';
import { linkTypes } from '../model/type-groups';
import { isItemOfType } from '../read';
import type { WireElement, WireItem } from '../wire';
import { renderTree, type RichTextNode } from './render-tree';

/** A rich-text image as the renderer needs it (product §3 rich-text image). */
export interface RichTextImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/**
 * Rich text ready to render: portable text blocks plus everything they refer to, resolved once in the loader
 * (the resolver gives random block keys, so transforming in render would break hydration).
 */
export interface RichTextModel<Item> {
  /** The portable text nested for rendering (./render-tree.ts). */
  blocks: RichTextNode[];
  images: Record<string, RichTextImage>;
  /** Item links by link id: the resolved path (undefined when the target cannot be linked). */
  links: Record<string, string | undefined>;
  /** Linked items and components by codename, mapped by the caller's item mapper. */
  items: Record<string, Item>;
}

/** product §5: empty rich text is '<p><br></p>' or no value. */
export function isEmptyRichText(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '' || value.trim() === '<p><br></p>';
}

export interface ResolveContext<Item> {
  locale: LocaleCode;
  modular: Record<string, WireItem>;
  /** Maps an inserted item or component; null when its type is not supported here. */
  mapItem: (item: WireItem, asComponent: boolean) => Item | null;
  /** The codenames of the item and of the element resolved: the logs name them (product §8). */
  where: { item: string; element: string };
  /**
   * In an editor's preview: what stands in for what the element leaves out (decision 123). Without it, what is left
   * out is only logged.
   */
  standIn?: (leftOut: LeftOut) => Item;
}

/** What a rich-text element leaves out: the markup it cannot parse, or an inserted item it cannot show. */
export interface LeftOut {
  cause: 'unparsable' | 'not-found' | 'not-supported';
  item: string;
  element: string;
  detail: string;
  itemId?: string;
}

type Referencing = { componentOrItem: { _ref: string }; dataType: string };

/**
 * Markup parsed and nested, by the element it came from. The worker's content cache hands every page view the same
 * parsed answer while it holds it in memory (worker/content/cache.ts), and parsing and nesting the markup was a
 * sizeable share of a page's worker CPU (decision 057). Neither is ever changed afterwards (filterBlocks and
 * renderTree build new objects), so sharing them is safe. The nested tree is kept for the blocks as parsed: a page
 * view that drops an inserted item nests its own. A new answer is a new element object, parsed afresh, and a
 * dropped answer takes its entry with it.
 */
const parsed = new WeakMap<WireElement, { blocks: PortableTextObject[]; tree?: RichTextNode[] }>();

/**
 * Resolves a Kontent rich-text element into a render model, or null when it is empty. Inserted items that are
 * missing or of an unsupported type are dropped with product §8's warnings. Markup the resolver cannot parse is an
 * error (product §5), logged, and the element shows nothing: the rest of its page still renders (decision 108).
 */
export function resolveRichText<Item>(element: WireElement | undefined, context: ResolveContext<Item>): RichTextModel<Item> | null {
  if (!element || isEmptyRichText(element.value)) return null;
  const { item, element: elementCodename } = context.where;
  let known = parsed.get(element);
  if (!known) {
    try {
      known = { blocks: transformToPortableText(element.value as string) };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      console.error('Rich text could not be parsed', `${item}.${elementCodename}`, detail);
      return context.standIn ? alone(context.standIn({ cause: 'unparsable', item, element: elementCodename, detail })) : null;
    }
    parsed.set(element, known);
  }
  const items: Record<string, Item> = {};
  let dropped = false;
  const keep = (block: PortableTextObject): boolean => {
    const kept = resolves(block);
    if (!kept) dropped = true;
    return kept;
  };
  /** Logs what is left out; in preview, its stand-in takes its place. */
  const leftOut = (codename: string, leftOut: LeftOut, warning: string): boolean => {
    console.warn(warning, leftOut.cause === 'not-found' ? codename : leftOut.detail, `in ${item}.${elementCodename}`);
    if (!context.standIn) return false;
    items[codename] = context.standIn(leftOut);
    return true;
  };
  const resolves = (block: PortableTextObject): boolean => {
    if (block._type !== 'componentOrItem') return true;
    const { componentOrItem, dataType } = block as unknown as Referencing;
    const codename = componentOrItem._ref;
    const inserted = context.modular[codename];
    if (!inserted) {
      const missing: LeftOut = { cause: 'not-found', item: codename, element: elementCodename, detail: `inserted into ${item}` };
      return leftOut(codename, missing, 'The inserted content item was not found.');
    }
    const mapped = context.mapItem(inserted, dataType === 'component');
    if (mapped === null) {
      const { type, id } = inserted.system;
      const unsupported: LeftOut = { cause: 'not-supported', item: codename, element: elementCodename, detail: type, itemId: id };
      return leftOut(codename, unsupported, 'The inserted content item is not supported.');
    }
    items[codename] = mapped;
    return true;
  };
  const kept = filterBlocks(known.blocks, keep);
  const blocks = dropped ? renderTree(kept) : (known.tree ??= renderTree(kept));
  return { blocks, images: imagesOf(element), links: linksOf(element, context), items };
}

/** A rich text of one inserted item: the stand-in for an element that could not be parsed. */
function alone<Item>(standIn: Item): RichTextModel<Item> {
  const key = 'left-out';
  const node: PortableTextComponentOrItem = {
    _type: 'componentOrItem',
    _key: key,
    componentOrItem: { _type: 'reference', _ref: key, referenceType: 'codename' },
    dataType: 'component',
  };
  return { blocks: [node], images: {}, links: {}, items: { [key]: standIn } };
}

/** Drops rejected inserted items, also inside table cells. */
function filterBlocks(blocks: PortableTextObject[], keep: (block: PortableTextObject) => boolean): PortableTextObject[] {
  return blocks.filter(keep).map((block) => {
    if (block._type !== 'table') return block;
    const table = block as Extract<PortableTextObject, { _type: 'table' }>;
    return {
      ...table,
      rows: table.rows.map((row) => ({
        ...row,
        cells: row.cells.map((cell) => ({ ...cell, content: filterBlocks(cell.content, keep) })),
      })),
    };
  });
}

function record(value: unknown): Record<string, Record<string, unknown>> {
  return value && typeof value === 'object' ? (value as Record<string, Record<string, unknown>>) : {};
}

function imagesOf(element: WireElement): Record<string, RichTextImage> {
  const images: Record<string, RichTextImage> = {};
  for (const [id, image] of Object.entries(record(element.images))) {
    if (typeof image.url !== 'string') continue;
    const size = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);
    if (size(image.width) === null || size(image.height) === null) console.warn('Image metadata could not be read', image.url);
    images[id] = {
      url: image.url,
      alt: typeof image.description === 'string' ? image.description : '',
      width: size(image.width),
      height: size(image.height),
    };
  }
  return images;
}

function linksOf<Item>(element: WireElement, { locale, modular }: ResolveContext<Item>): Record<string, string | undefined> {
  const links: Record<string, string | undefined> = {};
  for (const [id, link] of Object.entries(record(element.links))) {
    if (typeof link.type !== 'string' || typeof link.codename !== 'string') continue;
    const slug = typeof link.url_slug === 'string' ? link.url_slug : '';
    // A link to a link item (internal, external or asset link) goes where that item points.
    const linkItem = modular[link.codename];
    if (linkItem && isItemOfType(linkItem, linkTypes)) {
      links[id] = linkHref(linkItem, modular, locale);
      continue;
    }
    links[id] = safeHref(targetPath({ type: link.type, codename: link.codename, slug }, locale));
  }
  return links;
}
