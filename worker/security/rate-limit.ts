import { boundedMemo } from '../../app/memo/bounded-memo';

/** A limit as a `[[ratelimits]]` binding's `simple` states it: so many a period. */
export interface RateRule {
  readonly limit: number;
  readonly periodSeconds: number;
}

/** This isolate's own count per key, standing in for a limiter that cannot answer. */
export interface IsolateCounter {
  /** Counts one for `key`; true while the key is within its limit for the current period. */
  take(key: string, now?: number): boolean;
  forget(): void;
  readonly size: number;
}

/**
 * Fixed windows per key, from a key's first count, in a bounded memory (decision 072): at most `keys` keys, the
 * oldest first out. Each isolate counts on its own, so across a location's isolates a client gets a few times the
 * limit: a small bound where the platform's is missing, never none (decision 107).
 */
export function isolateCounter(rule: RateRule, keys: number): IsolateCounter {
  const counts = boundedMemo<{ count: number }>(keys, 200, { ttlMs: rule.periodSeconds * 1000 });
  return {
    take(key, now = Date.now()) {
      const entry = counts.get(key, now) ?? counts.remember(key, { count: 0 }, now);
      entry.count += 1;
      return entry.count <= rule.limit;
    },
    forget: () => counts.forget(),
    get size() {
      return counts.size;
    },
  };
}

/**
 * The platform's rate limiter for `key` (Cloudflare's `[[ratelimits]]` binding: per location, eventually
 * consistent). A limiter that throws or is not bound does not open the door (decision 107): `fallback` counts in
 * this isolate instead, and `failed` hears why, for the log.
 */
export async function withinLimit(
  binding: RateLimit | undefined,
  key: string,
  fallback: IsolateCounter,
  failed: (error: unknown) => void,
): Promise<boolean> {
  try {
    if (!binding) throw new Error('the rate limiter is not bound');
    return (await binding.limit({ key })).success;
  } catch (error) {
    failed(error);
    return fallback.take(key);
  }
}
