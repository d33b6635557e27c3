import type { BlockBase } from '../define';

/**
 * Why the site leaves a piece of content out (product §5, §8): rich text it cannot parse, an item whose mapping
 * throws, an inserted item Kontent did not deliver, or one of a type the site does not show there.
 */
export type LeftOutCause = 'unparsable' | 'mapping-failed' | 'not-found' | 'not-supported';

/** What was left out, where, and the technical detail the log carries. */
export interface LeftOut {
  cause: LeftOutCause;
  /** The codename of the item left out, or of the item whose element it is. */
  item: string;
  /** The element's codename, when the problem is one element's. */
  element?: string;
  /** The parser's message, the mapping's error, or the unsupported type. */
  detail: string;
}

/**
 * A stand-in for content the site left out, made only for an editor's preview (decision 123): retailers' pages leave
 * the content out and the log says why; an editor sees where and why, in place, and can click to edit the item.
 */
export interface ProblemBlock extends BlockBase<'problem'>, LeftOut {}

const detailLength = 300;

export function problemBlock(leftOut: LeftOut, itemId?: string): ProblemBlock {
  return {
    kind: 'problem',
    key: `problem:${leftOut.item}:${leftOut.element ?? ''}`,
    smart: itemId ? { itemId } : {},
    ...leftOut,
    // A parser's message can quote much of the markup: the notice needs its start, the log has it whole.
    detail: leftOut.detail.length > detailLength ? `${leftOut.detail.slice(0, detailLength)}…` : leftOut.detail,
  };
}
