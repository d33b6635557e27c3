/**
 * Kontent smart-link data attributes (SDK v5 names, product §3 editing-overlay data). They are plain attributes rendered
 * on the server, so click-to-edit costs the page no script; the SDK, when an editor loads it, reads them from the DOM.
 * Components get every attribute from here and never spell the names (decision 077):
 * - the page root names the environment and language once (`pageAttributes`);
 * - the element rendering an item carries its id (`smartLinkAttributes`), a content component inside rich text
 *   its component id;
 * - the element rendering one of that item's elements carries the element's codename (`elementAttributes`); the SDK
 *   takes the element's owner from the nearest item or component id at or above it, so an element rendered inside
 *   another item's markup names its own item (`itemElementAttributes`);
 * - linked-items and rich-text elements that take new items carry an add button (`insertableElementAttributes`);
 * - a wrapper whose highlight would only repeat its children's, or a repeated decorative element, turns highlighting
 *   off (`noHighlight`).
 */
export interface SmartLink {
  /** Set for items; content components (nameless items inside rich text) carry `componentId` instead. */
  itemId?: string;
  componentId?: string;
}

export type DataAttributes = Record<`data-${string}`, string>;

export function smartLinkAttributes(smart: SmartLink | undefined): DataAttributes {
  if (!smart) return {};
  if (smart.componentId) return { 'data-kontent-component-id': smart.componentId };
  return smart.itemId ? { 'data-kontent-item-id': smart.itemId } : {};
}

export function elementAttributes(codename: string): DataAttributes {
  return { 'data-kontent-element-codename': codename };
}

/**
 * An element of `smart`'s item rendered where the nearest marked item is another one (a link's title inside a
 * banner, a role's title on a substep): the item id and the codename on the same node, which the SDK reads as that
 * item's element. Without an item (content the site made up, like the fixed navigation) nothing is marked.
 */
export function itemElementAttributes(smart: SmartLink | undefined, codename: string): DataAttributes {
  const item = smartLinkAttributes(smart);
  return Object.keys(item).length > 0 ? { ...item, ...elementAttributes(codename) } : {};
}

/**
 * Where the SDK draws an add button around its element. Every position straddles an edge of the element (half the
 * 40 px button inside it), so each list picks the side where its own layout leaves room.
 */
export type AddButtonRenderPosition =
  | 'bottom-start'
  | 'bottom'
  | 'bottom-end'
  | 'left-start'
  | 'left'
  | 'left-end'
  | 'top-start'
  | 'top'
  | 'top-end'
  | 'right-start'
  | 'right'
  | 'right-end';

/**
 * A linked-items or rich-text element editors can add to: its codename and an add button that appends (`end`: the
 * SDK needs no target id for it). Relative positions (`before`/`after` an item) are not used: decision 077. The
 * lower right corner is where lists (cards with padding) and text (ragged right) leave room.
 */
export function insertableElementAttributes(codename: string, render: AddButtonRenderPosition = 'bottom-end'): DataAttributes {
  return {
    ...elementAttributes(codename),
    'data-kontent-add-button': '',
    'data-kontent-add-button-insert-position': 'end',
    'data-kontent-add-button-render-position': render,
  };
}

/** Turns the SDK's highlight (and so its edit button) off for this node only; its children keep theirs. */
export const noHighlight: DataAttributes = { 'data-kontent-disable-features': 'highlight' };

export function pageAttributes(language: string, environmentId?: string): DataAttributes {
  return {
    'data-kontent-language-codename': language,
    ...(environmentId ? { 'data-kontent-environment-id': environmentId } : {}),
  };
}
