/**
 * The id of the empty element every layout puts right after its header: the document's first paint waits until it
 * is parsed (`rel=expect` in app/router.tsx), so no page paints a header in parts (decision 130).
 */
export const paintFromHere = 'after-header';
