import type { ClickDetails } from '../../tracking/events';

/**
 * The header's navigation as the page renders it: the header itself and the slide-in menu beside it (its buttons
 * open and close the navigation's sections). Class names the header component already has: no component needs
 * anything added for tracking.
 */
const headerNavigation = 'header.header, .mobile-menu';

/**
 * product §7: a mailto link, with an `https://` written before `mailto:` left out, as app/content/safe-href.ts leaves
 * it out of content's links (not imported: it would split that module into a chunk of its own for every page).
 */
const mailto = /^\s*(?:https?:\/\/)?(mailto:.*)$/is;

/** Visible text, whitespace collapsed: what the visitor read on the link or button (a visually hidden label included). */
const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * product §7: what a click means for analytics, read from the element clicked. A mailto link (an `https://` before
 * `mailto:` stripped, as the page's own links are) is a contact_click, any other link a link_click, internal when it
 * stays on the site's origin; a button of the header navigation a button_click. Anything else says nothing.
 */
export function clickDetails(target: EventTarget | null, origin: string): ClickDetails | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (link instanceof HTMLAnchorElement) {
    const contact = mailto.exec(link.getAttribute('href') ?? '')?.[1];
    if (contact) return { event: 'contact_click', link_url: contact.trim(), link_text: textOf(link) };
    return { event: 'link_click', link_url: link.href, link_text: textOf(link), link_type: link.origin === origin ? 'internal' : 'external' };
  }
  const button = target.closest('button');
  if (button?.closest(headerNavigation)) {
    return {
      event: 'button_click',
      button_text: textOf(button) || button.getAttribute('aria-label') || '',
      position: 'Navigation',
      section: 'Header',
    };
  }
  return undefined;
}
