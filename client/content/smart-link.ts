/**
 * Kontent smart-link data attributes (v5 names). Components spread these on their root element so that
 * click-to-edit can be switched on later without touching components. The environment id and language are set
 * once on the page root; items, components and elements mark themselves.
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

export function pageAttributes(language: string, environmentId?: string): DataAttributes {
  return {
    'data-kontent-language-codename': language,
    ...(environmentId ? { 'data-kontent-environment-id': environmentId } : {}),
  };
}
