import { PortableText, type PortableTextComponents, type PortableTextMarkComponentProps } from '@portabletext/react';
import type { PortableTextImage, PortableTextTable, PortableTextObject } from '@kontent-ai/rich-text-resolver';
import { createContext, useContext, type ReactNode } from 'react';
import type { RichText as RichTextValue } from '../../content/blocks';
import { safeHref } from '../../content/links';
import { elementAttributes } from '../../content/smart-link';
import { ContentBlock } from '../content-block/ContentBlock';
import { ContentImage } from '../content-image/ContentImage';
import './rich-text.css';
import { ContentAnchor } from '../content-anchor/ContentAnchor';

const RichTextContext = createContext<RichTextValue | null>(null);

function ExternalLink({ value, children }: PortableTextMarkComponentProps<{ _type: 'link'; href?: string; 'data-new-window'?: string; target?: string }>) {
  const href = value?.href ? safeHref(value.href) : undefined;
  if (!href) return <>{children}</>;
  const newWindow = value?.['data-new-window'] === 'true' || value?.target === '_blank';
  return (
    <a href={href} {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function ItemLink({ value, children }: PortableTextMarkComponentProps<{ _type: 'contentItemLink'; contentItemLink: { _ref: string } }>) {
  const rich = useContext(RichTextContext);
  const href = value ? rich?.links[value.contentItemLink._ref] : undefined;
  return href ? <ContentAnchor href={href}>{children}</ContentAnchor> : <>{children}</>;
}

function Image({ value }: { value: PortableTextImage }) {
  const rich = useContext(RichTextContext);
  const image = rich?.images[value.asset._ref];
  const url = image?.url ?? value.asset.url;
  if (!url || !image?.width || !image.height) return null;
  return (
    <figure className="rich-text__figure">
      <ContentImage
        image={{ url, alt: image.alt || value.asset.alt || '', width: image.width, height: image.height, vector: /\.svg($|\?)/i.test(url) }}
        displayWidth={800}
        sizes="(min-width: 900px) 800px, 100vw"
      />
    </figure>
  );
}

function Table({ value }: { value: PortableTextTable }) {
  return (
    <div className="rich-text__table">
      <table>
        <tbody>
          {value.rows.map((row) => (
            <tr key={row._key}>
              {row.cells.map((cell) => (
                <td key={cell._key}>
                  <Blocks blocks={cell.content} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Inserted({ value }: { value: { componentOrItem: { _ref: string } } }) {
  const rich = useContext(RichTextContext);
  const block = rich?.items[value.componentOrItem._ref];
  return block ? <ContentBlock block={block} inline /> : null;
}

const components: PortableTextComponents = {
  types: { image: Image, table: Table, componentOrItem: Inserted },
  marks: {
    link: ExternalLink,
    contentItemLink: ItemLink,
    underline: ({ children }) => <u>{children}</u>,
    'strike-through': ({ children }) => <s>{children}</s>,
    sub: ({ children }) => <sub>{children}</sub>,
    sup: ({ children }) => <sup>{children}</sup>,
  },
};

/** SPEC §8: unknown block types, marks, block styles and list styles are rendered plainly with a warning. */
const warnMissing = (message: string) => console.warn(message);

function Blocks({ blocks }: { blocks: PortableTextObject[] }) {
  return <PortableText value={blocks} components={components} onMissingComponent={warnMissing} />;
}

interface RichTextProps {
  value: RichTextValue | null | undefined;
  /** The element codename, for the smart-link attributes. */
  element?: string;
  className?: string;
}

/**
 * Kontent rich text rendered as React elements from its portable text (no HTML injection anywhere). Empty rich
 * text renders nothing.
 */
export function RichText({ value, element, className }: RichTextProps): ReactNode {
  if (!value || value.blocks.length === 0) return null;
  return (
    <RichTextContext.Provider value={value}>
      <div className={className ? `rich-text ${className}` : 'rich-text'} {...(element ? elementAttributes(element) : {})}>
        <Blocks blocks={value.blocks} />
      </div>
    </RichTextContext.Provider>
  );
}
