import type { RichTextInline, RichTextNode } from './render-tree';

function inlineText(inline: RichTextInline): string {
  if (typeof inline === 'string') return inline;
  // A list nested in a list item: its own items, set apart by spaces.
  if (inline._type === '@list') return ` ${plainTextOf(inline.children)} `;
  return inline.children.map(inlineText).join('');
}

/**
 * The words of a rich text's paragraphs, headings and lists on one line (tables, images and inserted items left
 * out): the fallback for a page's meta description when the content has no SEO description.
 */
export function plainTextOf(nodes: readonly RichTextNode[]): string {
  const parts: string[] = [];
  for (const node of nodes) {
    if (node._type === 'block') parts.push(node.children.map(inlineText).join(''));
    else if (node._type === '@list') parts.push(plainTextOf(node.children));
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
