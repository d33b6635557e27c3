/**
 * The one check for every path or URL the site takes from a request and sends a browser (or a sign-in provider) to:
 * backlinks, the provider URL's return leg, preview enter/exit paths, redirect-rule targets, login page links
 * (decision 064, issue 13). It runs on both sides, so it uses the platform's URL parser only.
 *
 * The value is resolved as a browser resolves it (dot segments, `%2e`, percent-encoding), and it is the RESULT
 * that is checked: a path on this origin that does not start with `//`, also when whoever receives it decodes it
 * once or twice more or folds look-alike Unicode characters (`／`, `．`) into their ASCII forms.
 */

/** Longest path, query and fragment accepted: longer ones are no page of the site (see also the worker's 414). */
export const maxLocalPathLength = 2048;

/**
 * Characters no site path carries raw: C0/C1 controls, spaces and Unicode white space or invisible format
 * characters (browsers drop some, e.g. tabs, and so change where a URL leads), backslashes (a slash to browsers)
 * and the slash and backslash look-alikes some servers fold into them (`∕ ⁄ ⧸ ／ ∖ ⧵ ﹨ ＼`).
 * One character class, no quantifier: linear on any input.
 */
const unsafeCharacter =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u061c\u1680\u180e\u2000-\u200f\u2028-\u202f\u2044\u205f-\u2069\u2215\u2216\u29f5\u29f8\u29f9\u3000\ufe68\ufeff\ufff9-\ufffb\uff0f\uff3c\\]/;

/** True when `value` holds a character no URL the site follows may carry raw (see above). */
export const hasUnsafeCharacter = (value: string): boolean => unsafeCharacter.test(value);

/** A base the value is resolved against; it never occurs in a request. */
const probeOrigin = 'https://local-path.invalid';

/** How many more decodings a receiver might apply; each must still be a path on this origin. */
const decodings = 3;

function resolve(value: string): URL | undefined {
  try {
    const url = new URL(value, probeOrigin);
    return url.origin === probeOrigin ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The part of a resolved value before its query or fragment. */
function pathPart(value: string): string {
  const query = value.indexOf('?');
  const fragment = value.indexOf('#');
  const end = Math.min(query === -1 ? value.length : query, fragment === -1 ? value.length : fragment);
  return value.slice(0, end);
}

/** A site path as any later reader may see it: starts with one slash, no unsafe character, stays on the origin. */
function staysLocal(path: string): boolean {
  if (path[0] !== '/' || path[1] === '/' || unsafeCharacter.test(path)) return false;
  const url = resolve(path);
  return url !== undefined && !url.pathname.startsWith('//');
}

/** The path part stays local however often it is decoded (up to `decodings`) and after Unicode folding. */
function staysLocalWhenReread(resolvedPath: string): boolean {
  let current = resolvedPath;
  for (let round = 0; round <= decodings; round++) {
    if (!staysLocal(current) || !staysLocal(current.normalize('NFKC'))) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A receiver cannot decode it either; what it holds so far was checked.
      return true;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  // Still changing after several decodings: nothing legitimate is encoded that deep.
  return false;
}

export interface LocalPathOptions {
  /** When set, the result must lie under this base path (`/retail` → `/retail` or `/retail/…`). */
  basePath?: string;
}

/**
 * The value as a same-origin path (`/cs/novinky?page=2#top`, normalised and percent-encoded as a browser would
 * send it), or undefined when it is anything else: not a string, empty, too long, absolute, protocol-relative,
 * with control characters, white space or backslashes, or leading off the origin once resolved or re-read.
 */
export function localPath(value: unknown, options: LocalPathOptions = {}): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLocalPathLength) return undefined;
  if (value[0] !== '/' || value[1] === '/' || unsafeCharacter.test(value)) return undefined;
  const url = resolve(value);
  if (!url) return undefined;
  const result = `${url.pathname}${url.search}${url.hash}`;
  if (result.length > maxLocalPathLength || !staysLocalWhenReread(pathPart(result))) return undefined;
  const { basePath } = options;
  if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined;
  return result;
}
