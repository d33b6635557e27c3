/**
 * Whether this page is an editor's (issue 15): inside a frame (Kontent's Web Spotlight), in Web Spotlight mode
 * (`web-spotlight` in the query, kept across navigations by product §2 guard 5), or with the smart-link SDK's
 * `ksl-enabled` switch. Only then does the browser load the SDK; a retailer's page loads none of it. Small on
 * purpose: it is part of every page's first script.
 */
export function wantsEditing(search: string): boolean {
  const query = new URLSearchParams(search);
  const spotlight = query.get('web-spotlight');
  return insideFrame() || query.has('ksl-enabled') || (spotlight !== null && spotlight !== 'false' && spotlight !== '0');
}

/** Inside a frame: Kontent's Web Spotlight shows pages in one (tracking stays off there too: app/browser/tracking/load.ts). */
export function insideFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent hides itself: that is being framed too.
    return true;
  }
}
