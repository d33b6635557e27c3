/**
 * The isolate's keyed memory: answers kept per isolate, by string key, within bounds, so that what a Worker keeps
 * between requests can never grow with what visitors send. Every keyed cache of the worker is one of these (the
 * single-value ones are a `keptValue`, ./kept-value.ts); docs/decisions/072.
 *
 * Bounds: at most `limit` entries, the oldest stored going first (a Map keeps insertion order, and storing a key
 * again moves it last); keys longer than `maxKeyLength` are never kept (the caller still gets its answer back).
 * Optionally an entry lives `ttlMs` (absent from then on, and dropped when next read or when a later entry is
 * stored), and the entries' summed
 * `weight` (e.g. estimated bytes) is bounded too, with entries heavier than `maxEntry` never kept.
 */
export interface BoundedMemoOptions<T> {
  /** Milliseconds an entry is answered after it was stored; without it, entries last until pushed out. */
  ttlMs?: number;
  /** A second bound besides the count: what the entries weigh together, and what one may weigh. */
  weight?: { of: (value: T) => number; max: number; maxEntry: number };
}

export interface BoundedMemo<T> {
  /** The kept answer; with a TTL, only while `now` (default: the clock) is before its end. */
  get(key: string, now?: number): T | undefined;
  /** Keeps `value` under `key` (replacing what was there) when the bounds allow it, and answers it. */
  remember(key: string, value: T, now?: number): T;
  /** Drops one key, or everything. */
  forget(key?: string): void;
  /** How many entries are kept (tests). */
  readonly size: number;
}

interface Slot<T> {
  readonly value: T;
  /** Epoch ms the entry stops being answered; Infinity without a TTL. */
  readonly until: number;
  readonly weight: number;
}

export function boundedMemo<T>(limit: number, maxKeyLength: number, options: BoundedMemoOptions<T> = {}): BoundedMemo<T> {
  const { ttlMs, weight } = options;
  const slots = new Map<string, Slot<T>>();
  let total = 0;

  const drop = (key: string) => {
    const slot = slots.get(key);
    if (!slot) return;
    slots.delete(key);
    total -= slot.weight;
  };

  return {
    get(key, now) {
      const slot = slots.get(key);
      if (slot === undefined) return undefined;
      // No clock read for memos without a TTL: they sit on every page request's path.
      if (ttlMs !== undefined && slot.until <= (now ?? Date.now())) {
        drop(key);
        return undefined;
      }
      return slot.value;
    },
    remember(key, value, now) {
      if (key.length > maxKeyLength) return value;
      drop(key);
      const at = ttlMs === undefined ? 0 : (now ?? Date.now());
      // Entries past their lifetime are never answered again: let them go, not only when read, so an isolate holds
      // what it used in the last `ttlMs`, not the last `limit` answers (a brand's are hundreds of KB each, and every
      // garbage collection walks what is held). One lifetime for all, so the expired ones are the first stored.
      if (ttlMs !== undefined) {
        for (const [first, slot] of slots) {
          if (slot.until > at) break;
          drop(first);
        }
      }
      const heft = weight ? weight.of(value) : 0;
      if (weight && heft > weight.maxEntry) return value;
      slots.set(key, { value, until: ttlMs === undefined ? Number.POSITIVE_INFINITY : at + ttlMs, weight: heft });
      total += heft;
      // The first key is the one stored longest ago; the new one is last, and alone it is within both bounds.
      while (slots.size > limit || (weight && total > weight.max)) drop(slots.keys().next().value as string);
      return value;
    },
    forget(key) {
      if (key !== undefined) return drop(key);
      slots.clear();
      total = 0;
    },
    get size() {
      return slots.size;
    },
  };
}
