/**
 * One value the isolate keeps for a while (a token, a table, a list read upstream): the single-value sibling of
 * `boundedMemo` (./bounded-memo.ts), docs/decisions/072. The value is answered while `now` is before its end and,
 * when it was kept for a key (a URL, a KV namespace, an env object: compared with ===), only for that same key, so
 * a changed setting is never answered from the old one's value.
 *
 * `lifetime` is milliseconds, or worked out from the value when that says how long it is good for (a token's
 * expiry). Infinity keeps it for the isolate's life.
 */
export interface KeptValue<V, K> {
  /** The value, while it lasts and was kept for `key`. */
  get(now: number, key?: K): V | undefined;
  /** Keeps `value` (for `key`) from `now` on, replacing what was kept, and answers it. */
  keep(value: V, now: number, key?: K): V;
  /** Changes the kept value in place (it keeps its end and key); nothing when nothing is kept. */
  update(change: (value: V) => V): void;
  forget(): void;
}

export function keptValue<V, K = undefined>(lifetime: number | ((value: V, now: number) => number)): KeptValue<V, K> {
  let held: { value: V; key: K | undefined; until: number } | undefined;
  return {
    get(now, key) {
      return held !== undefined && held.key === key && held.until > now ? held.value : undefined;
    },
    keep(value, now, key) {
      held = { value, key, until: now + (typeof lifetime === 'number' ? lifetime : lifetime(value, now)) };
      return value;
    },
    update(change) {
      if (held) held = { ...held, value: change(held.value) };
    },
    forget() {
      held = undefined;
    },
  };
}
