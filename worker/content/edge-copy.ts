/**
 * The content cache's second tier (decision 109): a copy of each cached answer in the Workers Cache API of the
 * location (`caches.default`), which does not depend on KV. The cache (./cache.ts) writes it with every KV write and
 * copies an answer it read from KV once per isolate and version, and reads it only when KV fails or is slow. It holds
 * what KV holds: the body, and the entry's KV metadata (fetch time, tags, continuation) in a header, for as long as
 * KV keeps the entry. The Cache API keeps copies per data center (never replicated), may evict them early, and does
 * nothing on `*.workers.dev`; none of that matters to a tier that is only read while KV fails.
 */

/** A host that can never be a real site (RFC 2606), so no page of the zone shares a copy's key. */
const origin = 'https://content-cache.invalid';
/** Bumped when what a copy holds changes shape: older copies are then never read. */
const version = 'v1';
const metadataHeader = 'x-content-metadata';

/** The Cache API key of the copy of the entry stored in KV under `key`. */
export const edgeCopyUrl = (key: string): string => `${origin}/${version}/${encodeURIComponent(key)}`;

/** The location's cache; absent where the runtime has none (Node, for the modules' own tests). */
function edgeCache(): Cache | undefined {
  // workerd's CacheStorage has `default`; the DOM's, which the tests' type check also sees, does not.
  return typeof caches === 'undefined' ? undefined : (caches as CacheStorage & { readonly default?: Cache }).default;
}

export interface EdgeCopy {
  body: string;
  /** The entry's KV metadata, as written: the cache checks it as it checks KV's. */
  metadata: unknown;
}

export async function readEdgeCopy(key: string): Promise<EdgeCopy | undefined> {
  const cache = edgeCache();
  const response = await cache?.match(edgeCopyUrl(key));
  if (!response) return undefined;
  const encoded = response.headers.get(metadataHeader);
  const body = await response.text();
  try {
    return { body, metadata: JSON.parse(decodeURIComponent(encoded ?? '')) as unknown };
  } catch {
    // A copy whose metadata cannot be read proves nothing about its age: it is not there.
    return undefined;
  }
}

/** Stores a copy for `ttlSeconds` (what is left of the entry's life); nothing when that is over. */
export async function writeEdgeCopy(key: string, body: string, metadata: unknown, ttlSeconds: number): Promise<void> {
  const cache = edgeCache();
  if (!cache || ttlSeconds <= 0) return;
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': `max-age=${Math.ceil(ttlSeconds)}`,
    [metadataHeader]: encodeURIComponent(JSON.stringify(metadata)),
  };
  await cache.put(edgeCopyUrl(key), new Response(body, { headers }));
}

export async function dropEdgeCopy(key: string): Promise<void> {
  await edgeCache()?.delete(edgeCopyUrl(key));
}
