const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * An href from content, or undefined when its scheme is not allow-listed (http, https, mailto, tel, or a relative
 * reference): `javascript:` and `data:` links from the CMS never reach the page. product §7: an 'https://' written
 * before 'mailto:' is stripped.
 */
export function safeHref(raw: string): string | undefined {
  const href = raw.trim().replace(/^https?:\/\/(?=mailto:)/i, '');
  if (!href) return undefined;
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), so they are removed before the check.
  const compact = href.replace(/[\t\n\r]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme === undefined) return href;
  return allowedSchemes.has(`${scheme.toLowerCase()}:`) ? href : undefined;
}
