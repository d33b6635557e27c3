import { headerNavigationQuery } from '../../app/content/queries/navigation';
import { boundedMemo } from '../../app/memo/bounded-memo';
import { cacheKeyPrefix } from './cache';

/** KV keys are at most 512 bytes; this leaves room. Counted in UTF-8 bytes: a character may take four. */
const kvKeyBytes = 480;
const utf8 = new TextEncoder();
/** Most keys are short ASCII: only one that could be too long is encoded to count its bytes. */
const withinKvKeyLimit = (key: string) => key.length * 3 <= kvKeyBytes || (key.length <= kvKeyBytes && utf8.encode(key).length <= kvKeyBytes);

/** Parameters sorted by name then value, so the same query always has the same key. */
export function canonicalParams(params: URLSearchParams): URLSearchParams {
  const sorted = [...params.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(sorted);
}

/**
 * The canonical query string of the header navigation query per language, built once per isolate and language; at
 * most 100 languages of at most 60 characters (the proxy's own bound on a language codename).
 */
const headerNavigationQueries = boundedMemo<string>(100, 60);

function isHeaderNavigation(path: string, params: URLSearchParams): string | undefined {
  if (path !== '/items') return undefined;
  const language = params.get('language');
  if (!language) return undefined;
  const expected =
    headerNavigationQueries.get(language) ??
    headerNavigationQueries.remember(
      language,
      canonicalParams(new URLSearchParams(Object.entries(headerNavigationQuery(language)).map(([k, v]) => [k, String(v)]))).toString(),
    );
  return expected === params.toString() ? language : undefined;
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8.encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Keys already worked out in this isolate, by the request as it came (path, query in its own order,
 * continuation). A page asks the same few queries on every view, and sorting them through URLSearchParams (a
 * runtime object: every entry read and written crosses into the runtime) was a sizeable share of a page's
 * worker CPU (decision 057). The key is a pure function of the request, so remembering it changes nothing.
 */
const knownKeys = boundedMemo<string>(1000, 1000);

/**
 * The KV key of a Delivery request (a canonical upstream request; preview is never cached). The header
 * navigation query of product §7 has its own readable key, `c:header-navigation:{language}`. Keys past KV's 512-byte
 * limit are hashed.
 */
export async function cacheKey(path: string, params: URLSearchParams, continuation?: string): Promise<string> {
  const request = `${path}?${params.toString()}#${continuation ?? ''}`;
  const known = knownKeys.get(request);
  if (known !== undefined) return known;
  // Longer requests (rare, proxy-made) are worked out each time, so the memo stays small (at most ~1 MB).
  return knownKeys.remember(request, await computeCacheKey(path, params, continuation));
}

async function computeCacheKey(path: string, params: URLSearchParams, continuation?: string): Promise<string> {
  const canonical = canonicalParams(params);
  const navigationLanguage = isHeaderNavigation(path, canonical);
  if (navigationLanguage) return `${cacheKeyPrefix}header-navigation:${navigationLanguage}`;
  const query = canonical.toString();
  const readable = `${cacheKeyPrefix}${path}${query ? `?${query}` : ''}${continuation ? `#${continuation}` : ''}`;
  return withinKvKeyLimit(readable) ? readable : `${cacheKeyPrefix}sha256:${await sha256(readable)}`;
}
