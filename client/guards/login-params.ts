/**
 * The login page's query (SPEC §2 `/login?url=…&backlink=…`) is attacker-controlled: a link to our login page can
 * carry any value. `url` is followed only when it points at a configured sign-in provider, `backlink` only when it
 * is a path on this site under the base path. Anything else is dropped, never followed (DESIGN.md security model).
 */

/** Control characters, whitespace and backslashes: browsers strip or reinterpret them in URLs (`/\evil`, `\t`). */
const unsafeCharacters = /[\u0000-\u0020\u007f\\]/;

function parse(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A path that stays on the origin even after one more decoding: `/x`, never `//host`, `/%2F/host` or `/%5Chost`. */
function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  const decoded = decodeOnce(value);
  return !decoded.startsWith('//') && !decoded.startsWith('/\\') && !unsafeCharacters.test(decoded.slice(0, 2));
}

const origin = 'https://backlink.invalid';

/** The backlink as a same-origin path under the base path (normalised), or undefined when it is anything else. */
export function safeBacklink(value: unknown, basePath: string): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (unsafeCharacters.test(value) || !isLocalPath(value)) return undefined;
  const url = parse(value, origin);
  if (!url || url.origin !== origin) return undefined;
  if (basePath && url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in URL, when it belongs to a configured provider. A provider entry is an origin
 * (`https://sso.example.com`: any URL on exactly that origin) or, for the local emulator, a path prefix on the
 * app's own origin (`/__emulator/sign-in`), which then accepts same-origin paths only.
 */
export function safeLoginUrl(value: unknown, providers: readonly string[]): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048 || unsafeCharacters.test(value)) return undefined;
  for (const provider of providers) {
    if (provider.startsWith('/')) {
      if (!isLocalPath(value)) continue;
      const url = parse(value, origin);
      const prefix = provider.replace(/\/+$/, '');
      if (url && url.origin === origin && (url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
        return `${url.pathname}${url.search}${url.hash}`;
      }
      continue;
    }
    const allowed = parse(provider);
    // Absolute only: a relative value would resolve against our own origin, not the provider's.
    if (!allowed || !/^https?:\/\//i.test(value)) continue;
    const url = parse(value);
    if (url && url.origin === allowed.origin && !url.username && !url.password) return url.href;
  }
  return undefined;
}

/** The sign-in action: the provider's URL with the backlink it should return to. */
export function signInHref(loginUrl: string, backlink: string | undefined): string {
  if (!backlink) return loginUrl;
  const absolute = /^https?:\/\//i.test(loginUrl);
  const url = new URL(loginUrl, origin);
  url.searchParams.set('backlink', backlink);
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
