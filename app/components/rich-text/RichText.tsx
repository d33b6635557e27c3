import type { PortableTextComponentOrItem, PortableTextImage } from '@kontent-ai/rich-text-resolver';
import { createContext, createElement, useContext, type ElementType, type ReactNode } from 'react';
import type { RichText as RichTextValue } from '../../blocks/registry';
import type {
  RichTextBlockNode,
  RichTextInline,
  RichTextListNode,
  RichTextMarkDefinition,
  RichTextNode,
  RichTextTableNode,
} from '../../content/rich-text/render-tree';
import { insertableElementAttributes, type AddButtonRenderPosition } from '../../content/smart-link';
import { ContentBlock } from '../../blocks/ContentBlock';
import { ContentImage } from '../content-image/ContentImage';
import './rich-text.css';
import { ContentAnchor } from '../content-anchor/ContentAnchor';

const RichTextContext = createContext<RichTextValue | null>(null);

interface MarkProps {
  value: RichTextMarkDefinition | undefined;
  children: ReactNode;
}

/** The loader has passed the href through safeHref (content/rich-text/render-tree.ts). */
function ExternalLink({ value, children }: MarkProps) {
  const href = typeof value?.href === 'string' && value.href ? value.href : undefined;
  if (!href) return <>{children}</>;
  const newWindow = value?.['data-new-window'] === 'true' || value?.target === '_blank';
  return (
    <a href={href} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function ItemLink({ value, children }: MarkProps) {
  const rich = useContext(RichTextContext);
  const reference = (value?.contentItemLink as { _ref?: unknown } | undefined)?._ref;
  const href = typeof reference === 'string' ? rich?.links[reference] : undefined;
  return href ? <ContentAnchor href={href}>{children}</ContentAnchor> : children;
}

function Image({ value }: { value: PortableTextImage }) {
  const rich = useContext(RichTextContext);
  const image = rich?.images[value.asset._ref];
  const url = image?.url ?? value.asset.url;
  if (!url) return null;
  // An image Kontent gives no dimensions for (zero, product §8) is fitted inside a reserved frame (decision 123).
  const size = { width: image?.width ?? 0, height: image?.height ?? 0 };
  return (
    <figure className="rich-text__figure">
      <ContentImage
        image={{ url, alt: image?.alt || value.asset.alt || '', ...size, vector: /\.svg($|\?)/i.test(url) }}
        displayWidth={800}
        sizes="(min-width: 900px) 800px, 100vw"
      />
    </figure>
  );
}

function Table({ value }: { value: RichTextTableNode }) {
  return (
    <div className="rich-text__table">
      <table>
        <tbody>
          {value.rows.map((row) => (
            <tr key={row._key}>
              {row.cells.map((cell) => (
                <td key={cell._key}>{nodes(cell.content)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Inserted({ value }: { value: PortableTextComponentOrItem }) {
  const rich = useContext(RichTextContext);
  const block = rich?.items[value.componentOrItem._ref];
  return block ? <ContentBlock block={block} inline /> : null;
}

/** Elements for block styles, decorators and list styles; links and item links are the components above. */
const blockTags: Record<string, ElementType> = { normal: 'p', blockquote: 'blockquote', h1: 'h1', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h5', h6: 'h6' };
const markTags: Record<string, ElementType> = {
  strong: 'strong',
  em: 'em',
  code: 'code',
  underline: 'u',
  'strike-through': 's',
  sub: 'sub',
  sup: 'sup',
  link: ExternalLink,
  contentItemLink: ItemLink,
};
const listTags: Record<string, ElementType> = { bullet: 'ul', number: 'ol' };

/** product §8: unknown block types, marks, block styles and list styles are rendered plainly with a warning. */
function missing(kind: string, name: string): string {
  const message = `Rich text: unknown ${kind} "${name}"`;
  console.warn(message);
  return message;
}

/** The tag known for `name`, or (with product §8's warning) the plain one. */
function tagOr(tags: Readonly<Record<string, ElementType>>, kind: string, name: string, plain: ElementType): ElementType {
  const tag = tags[name];
  if (tag) return tag;
  missing(kind, name);
  return plain;
}

function nodes(values: readonly (RichTextNode | RichTextInline)[], inline = false): ReactNode[] {
  return values.map((value, index) => node(value, index, inline));
}

function node(value: RichTextNode | RichTextInline, index: number, inline: boolean): ReactNode {
  if (typeof value === 'string') return value === '\n' ? <br key={index} /> : value;
  const key = value._key || `node-${index}`;
  switch (value._type) {
    case '@list':
      return list(value, key);
    case '@span': {
      const Mark = markTags[value.markType];
      if (!Mark) missing('mark type', value.markType);
      const children = nodes(value.children, true);
      if (!Mark)
        return (
          <span key={key} className={`unknown__pt__mark__${value.markType}`}>
            {children}
          </span>
        );
      return typeof Mark === 'string' ? createElement(Mark, { key }, children) : createElement(Mark, { key, value: value.markDef }, children);
    }
    case 'block':
      return value.listItem ? listItem(value, key) : block(value, key);
    case 'image':
      return <Image key={key} value={value} />;
    case 'table':
      return <Table key={key} value={value} />;
    case 'componentOrItem':
      return <Inserted key={key} value={value} />;
    default: {
      // Every node type the tree is made of has its case (a new one does not compile until it has one); content
      // can still bring a type the tree does not know, which is logged and hidden.
      value satisfies never;
      const type = (value as { _type: string })._type;
      return createElement(inline ? 'span' : 'div', { key, style: { display: 'none' } }, missing('block type', type));
    }
  }
}

function block(value: RichTextBlockNode, key: string): ReactNode {
  const style = value.style || 'normal';
  const Tag = tagOr(blockTags, 'block style', style, 'p');
  return <Tag key={key}>{nodes(value.children, true)}</Tag>;
}

function list(value: RichTextListNode, key: string): ReactNode {
  const Tag = tagOr(listTags, 'list style', value.listItem, 'ul');
  return <Tag key={key}>{value.children.map((item, index) => listItem(item, item._key || `li-${key}-${index}`))}</Tag>;
}

/** A list item with a heading style holds that heading, as portable text renders it. */
function listItem(value: RichTextBlockNode, key: string): ReactNode {
  if (value.listItem && !listTags[value.listItem]) missing('list item style', value.listItem);
  const children = value.style && value.style !== 'normal' ? block({ ...value, listItem: undefined }, key) : nodes(value.children, true);
  return <li key={key}>{children}</li>;
}

interface RichTextProps {
  value: RichTextValue | null | undefined;
  /** The element codename, for the smart-link attributes: the element, and an add button for items and components. */
  element?: string;
  className?: string;
  /** Where the element's add button sits, when its lower right corner is not free (see smart-link.ts). */
  addButtonAt?: AddButtonRenderPosition;
}

/**
 * Kontent rich text rendered as React elements from its portable text (no HTML injection anywhere). Empty rich
 * text renders nothing.
 */
export function RichText({ value, element, className, addButtonAt }: RichTextProps): ReactNode {
  if (!value || value.blocks.length === 0) return null;
  return (
    <RichTextContext.Provider value={value}>
      <div className={className ? `rich-text ${className}` : 'rich-text'} {...(element ? insertableElementAttributes(element, addButtonAt) : {})}>
        {nodes(value.blocks)}
      </div>
    </RichTextContext.Provider>
  );
}
