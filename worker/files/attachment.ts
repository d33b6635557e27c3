/**
 * The Content-Disposition of a file sent for download (RFC 6266): `filename*` carries the name in UTF-8,
 * percent-encoded (RFC 8187, so `'()*` too), and `filename` a printable-ASCII stand-in for clients that do not read
 * it, with every character that could end the quoted string or the header replaced.
 */
export function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
