import { headerNavigationQuery } from '../../client/content/queries/navigation';
import { cacheKeyPrefix } from './cache';

const kvKeyLimit = 480;

/** Parameters sorted by name then value, so the same query always has the same key. */
export function canonicalParams(params: URLSearchParams): URLSearchParams {
  const sorted = [...params.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(sorted);
}

function isHeaderNavigation(path: string, params: URLSearchParams): string | undefined {
  if (path !== '/items') return undefined;
  const language = params.get('language');
  if (!language) return undefined;
  const expected = new URLSearchParams(Object.entries(headerNavigationQuery(language)).map(([k, v]) => [k, String(v)]));
  return canonicalParams(expected).toString() === params.toString() ? language : undefined;
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The KV key of a Delivery request (DESIGN.md: canonical upstream request; preview is never cached). The header
 * navigation query of SPEC §7 has its own readable key, `c:header-navigation:{language}`. Keys past KV's 512-byte
 * limit are hashed.
 */
export async function cacheKey(path: string, params: URLSearchParams, continuation?: string): Promise<string> {
  const canonical = canonicalParams(params);
  const navigationLanguage = isHeaderNavigation(path, canonical);
  if (navigationLanguage) return `${cacheKeyPrefix}header-navigation:${navigationLanguage}`;
  const query = canonical.toString();
  const readable = `${cacheKeyPrefix}${path}${query ? `?${query}` : ''}${continuation ? `#${continuation}` : ''}`;
  return readable.length <= kvKeyLimit ? readable : `${cacheKeyPrefix}sha256:${await sha256(readable)}`;
}
