/**
 * Stands in for node-html-parser in the browser bundle. The rich-text resolver picks its parser at run time
 * (DOMParser in browsers, node-html-parser elsewhere) but imports both; the browser never calls this one, and
 * leaving the real parser out saves its weight in every page that renders rich text (decision record 050).
 */
export function parse(): never {
  throw new Error('node-html-parser is not available in the browser');
}

/** The resolver's node helpers read these at call time only, which never happens in the browser. */
export const NodeType = { ELEMENT_NODE: 1, TEXT_NODE: 3, COMMENT_NODE: 8 } as const;

export default { parse, NodeType };
