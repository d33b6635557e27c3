/**
 * Remembers answers that are a pure function of a string key, per isolate, within bounds: at most `limit`
 * entries (oldest first out: a Map keeps insertion order), and keys longer than `maxKeyLength` are never kept,
 * so the memory stays small. Used where the same few inputs recur on every request (decision 057).
 */
export function boundedMemo<T>(limit: number, maxKeyLength: number) {
  const known = new Map<string, T>();
  return {
    get: (key: string): T | undefined => known.get(key),
    remember(key: string, value: T): T {
      if (key.length > maxKeyLength) return value;
      if (known.size >= limit) known.delete(known.keys().next().value as string);
      known.set(key, value);
      return value;
    },
  };
}
