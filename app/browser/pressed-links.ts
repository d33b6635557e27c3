import { stripBasePath } from '../url/site-path';

export interface PressedLocation {
  /** Without the base path, as the router's locations are. */
  readonly pathname: string;
  /** With its `?`, or empty. */
  readonly search: string;
}

/**
 * The page a press (the pointer down, before the click that follows) on a link of the site leads to: a primary press
 * without modifier keys on a same-origin link inside the base path that opens in this window and downloads nothing,
 * the links the router follows. Undefined for any other press.
 */
export function pressedLinkLocation(event: MouseEvent, basePath: string, origin: string): PressedLocation | undefined {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return undefined;
  if (link.origin !== origin) return undefined;
  const pathname = stripBasePath(link.pathname, basePath);
  return pathname === undefined ? undefined : { pathname, search: link.search };
}

/**
 * Tells `press` of every press on a link of the site, before its click (decision 134): the guard runner then asks the
 * guards' calls for that page at once. A tap's press and click are 50–150 ms apart, and a slowed phone spends longer
 * than that on the tap's own work, so the round trip is over when the navigation needs the answers.
 */
export function tellPressedLinks(page: Document, basePath: string, press: (location: PressedLocation) => void): () => void {
  const onPress = (event: PointerEvent) => {
    const location = pressedLinkLocation(event, basePath, page.location.origin);
    if (location) press(location);
  };
  page.addEventListener('pointerdown', onPress, { capture: true, passive: true });
  return () => page.removeEventListener('pointerdown', onPress, { capture: true });
}
