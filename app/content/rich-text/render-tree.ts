import type { PortableTextComponentOrItem, PortableTextImage, PortableTextObject, PortableTextTable } from '@kontent-ai/rich-text-resolver';
import { buildMarksTree, LIST_NEST_MODE_HTML, nestLists } from '@portabletext/toolkit';
import { downloadHref } from '../files';
import { safeHref } from '../safe-href';

/**
 * Rich text as the renderer walks it: the resolver's flat portable text with its lists nested (HTML style: a
 * deeper list sits in the last item of its parent) and each block's spans nested by their marks, so that a link
 * over differently styled words is one anchor. The loader does this with the portable-text toolkit once; the
 * browser's renderer (app/components/rich-text/RichText.tsx) only maps nodes to elements and needs no library
 * on first view (decision records 042, 050).
 */
export type RichTextNode = RichTextBlockNode | RichTextListNode | RichTextTableNode | PortableTextImage | PortableTextComponentOrItem;

/** Text ('\n' is a line break), a marked run, or a list nested in a list item. */
export type RichTextInline = string | RichTextMarkNode | RichTextListNode;

/** An annotation's definition: a link (`href`, `data-new-window`…) or an item link (`contentItemLink`). */
export interface RichTextMarkDefinition {
  _type: string;
  _key: string;
  [field: string]: unknown;
}

export interface RichTextMarkNode {
  _type: '@span';
  _key?: string;
  /** A decorator (strong, em, code, sub, sup…) or an annotation's type (link, contentItemLink). */
  markType: string;
  markDef?: RichTextMarkDefinition;
  children: RichTextInline[];
}

export interface RichTextBlockNode {
  _type: 'block';
  _key: string;
  style?: string;
  /** Set on list items: the list style (bullet, number). */
  listItem?: string;
  children: RichTextInline[];
}

export interface RichTextListNode {
  _type: '@list';
  _key: string;
  listItem: string;
  children: RichTextBlockNode[];
}

export interface RichTextTableNode {
  _type: 'table';
  _key: string;
  rows: { _key: string; cells: { _key: string; content: RichTextNode[] }[] }[];
}

type ToolkitNode = ReturnType<typeof nestLists<PortableTextObject>>[number];
type ToolkitInline = ReturnType<typeof buildMarksTree>[number];
type ToolkitBlock = Parameters<typeof buildMarksTree>[0];

/** Nests the resolver's blocks for rendering; tables' cells are nested the same way. */
export function renderTree(blocks: PortableTextObject[]): RichTextNode[] {
  return nestLists(blocks, LIST_NEST_MODE_HTML).map(node);
}

function node(value: ToolkitNode): RichTextNode {
  switch (value._type) {
    case '@list':
      return list(value);
    case 'block':
      return block(value as ToolkitBlock);
    case 'table': {
      const table = value as PortableTextTable;
      return {
        _type: 'table',
        _key: table._key ?? '',
        rows: table.rows.map((row) => ({
          _key: row._key ?? '',
          cells: row.cells.map((cell) => ({ _key: cell._key ?? '', content: renderTree(cell.content) })),
        })),
      };
    }
    default:
      // Images and inserted items render from their references; an unknown type reaches the renderer's warning.
      return value as PortableTextImage | PortableTextComponentOrItem;
  }
}

function list(value: { _key: string; listItem?: string; children: unknown[] }): RichTextListNode {
  return {
    _type: '@list',
    _key: value._key,
    listItem: value.listItem ?? 'bullet',
    children: value.children.map((item) => block(item as ToolkitBlock)),
  };
}

function block(value: ToolkitBlock): RichTextBlockNode {
  return {
    _type: 'block',
    _key: value._key ?? '',
    ...(value.style ? { style: value.style } : {}),
    ...('listItem' in value && typeof value.listItem === 'string' ? { listItem: value.listItem } : {}),
    children: inlines(buildMarksTree(value)),
  };
}

function inlines(values: ToolkitInline[]): RichTextInline[] {
  // Empty texts (the toolkit splits around line breaks) render nothing and would only weigh in the page's data.
  return values
    .filter((value) => value._type !== '@text' || (value as { text: string }).text !== '')
    .map((value): RichTextInline => {
      if (value._type === '@text') return (value as { text: string }).text;
      if (value._type === '@span') {
        const span = value as Extract<ToolkitInline, { _type: '@span' }>;
        return {
          _type: '@span',
          ...(span._key ? { _key: span._key } : {}),
          markType: span.markType,
          ...(span.markDef ? { markDef: markDefinition(span.markDef as RichTextMarkDefinition) } : {}),
          children: inlines(span.children as ToolkitInline[]),
        };
      }
      // A list nested in this list item (HTML nesting); the resolver puts no other objects inside a block.
      return list(value as unknown as { _key: string; listItem?: string; children: unknown[] });
    });
}

/**
 * Link hrefs from content pass safeHref here, once: the renderer links only what the loader let through. A link to
 * an asset (a file) goes to the site's own /files/ path instead of the asset URL (decision 110).
 */
function markDefinition(definition: RichTextMarkDefinition): RichTextMarkDefinition {
  if (definition._type !== 'link') return definition;
  const { href, ...rest } = definition;
  const toAsset = 'data-asset-id' in definition;
  const safe = typeof href === 'string' ? (toAsset ? downloadHref(href) : safeHref(href)) : undefined;
  return safe ? { ...rest, href: safe } : rest;
}
