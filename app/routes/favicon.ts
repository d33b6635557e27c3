/**
 * The site's icon, the drawing of public/favicon.svg (a unit test keeps the two equal), given to the page head as a
 * data URL. Chromium asks for the page's icon again at every same-document navigation (pushState, even a fragment
 * change), and a file at /favicon.svg is revalidated each time (static files keep the platform's
 * `max-age=0, must-revalidate`): with the icon in the document there is nothing to fetch, at the first load either.
 * The file stays for clients that ask for it by name.
 */
export const faviconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#0e3a2f"/><circle cx="20" cy="20" r="14" fill="none" stroke="#fff" stroke-width="3"/><path d="M13 24l7-10 7 10" fill="none" stroke="#419468" stroke-width="3" stroke-linejoin="round"/></svg>';

/** Only the characters a URL or the attribute cannot hold are escaped: the data URL stays close to the file's size. */
const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${svg.replace(/["%#<>]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * The page's icon as a data URL. Only the worker writes it (app/router.tsx), and the call is marked pure so that the
 * browser's bundle, where nothing reads it, leaves the drawing and its escaping out (about 220 bytes of gzip on every page).
 */
export const faviconHref = /* @__PURE__ */ svgDataUrl(faviconSvg);
