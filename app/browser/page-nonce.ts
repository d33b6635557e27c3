/**
 * The page's CSP nonce, for a script the browser adds after the server rendered the page. TanStack publishes it in
 * `<meta property="csp-nonce">` (the server's renderer sets it from the response's policy); the meta keeps its value
 * where browsers hide a script's nonce attribute.
 */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
}
