import { freshMs, usableMs, type CacheEntry, type CacheTimes } from './cache';

/**
 * Past its fresh time an entry is served at once while one background refresh runs, for this long; older entries
 * make the request wait for Kontent (still bounded) and are served only if Kontent fails (stale-if-error).
 */
export const staleWhileRevalidateSeconds = 86_400;

/**
 * What a cached entry is good for at `now` (docs/architecture.md, the content read path): one answer, so the service's choice is a
 * dispatch over it and its boundaries are tested on a clock of numbers (./freshness.test.ts), not the wall clock.
 */
export type Freshness<Entry> =
  /** Served as it is. */
  | { readonly state: 'fresh'; readonly entry: Entry; readonly ttlSeconds: number }
  /** Served as it is while one background refresh runs. */
  | { readonly state: 'stale-while-revalidate'; readonly entry: Entry; readonly ttlSeconds: number }
  /** The request waits for Kontent; the entry is served only if Kontent fails. */
  | { readonly state: 'stale-if-error'; readonly entry: Entry; readonly ttlSeconds: number }
  /** Too old to serve at all, or nothing cached: the request waits for Kontent, and its failure is the answer. */
  | { readonly state: 'missing' };

export function freshness<Entry extends Pick<CacheEntry, 'fetchedAt' | 'staleContent'>>(
  entry: Entry | undefined,
  now: number,
  times: CacheTimes,
): Freshness<Entry> {
  if (!entry) return { state: 'missing' };
  const age = now - entry.fetchedAt;
  const fresh = freshMs(entry, times);
  const usable = usableMs(entry, times);
  // Negative once the fresh time has passed, as RFC 9211's Cache-Status `ttl` counts.
  const ttlSeconds = Math.round((fresh - age) / 1000);
  if (age < fresh) return { state: 'fresh', entry, ttlSeconds };
  if (age >= usable) return { state: 'missing' };
  if (age < fresh + staleWhileRevalidateSeconds * 1000) return { state: 'stale-while-revalidate', entry, ttlSeconds };
  return { state: 'stale-if-error', entry, ttlSeconds };
}
