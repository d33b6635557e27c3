/**
 * The page's stylesheets travel inside its HTML (decision 043): TanStack writes the matched routes' styles into one
 * `<style data-tsr-inline-css>`. Vite's preload helper does not know that: when hydration loads the screen's chunk,
 * it sees no `<link rel=stylesheet>` for the chunk's styles and fetches them again, then the browser parses and
 * applies the same rules a second time. Each inlined stylesheet therefore starts with a comment naming its file, and
 * before hydration the browser adds a disabled link per named file: the helper takes the file as loaded, and a
 * disabled stylesheet link is neither fetched nor applied.
 */
const markerPattern = /\/\*inlined:([^*\s]+)\*\//g;

/** A stylesheet's text as it goes into the page, with the comment that names its file. */
export function markInlined(href: string, css: string): string {
  return `/*inlined:${href}*/${css}`;
}

/** The files whose styles a page's inline stylesheet carries. */
export function inlinedHrefs(css: string): string[] {
  return [...css.matchAll(markerPattern)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** Adds a disabled stylesheet link for each file the page's inline styles carry (see above). */
export function claimInlinedStylesheets(document: Document): void {
  const inline = document.querySelector('style[data-tsr-inline-css]');
  if (!inline?.textContent) return;
  const linked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')));
  for (const href of inlinedHrefs(inline.textContent)) {
    if (linked.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.disabled = true;
    link.dataset.inlined = '';
    document.head.appendChild(link);
  }
}
