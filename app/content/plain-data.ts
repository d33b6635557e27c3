import { createSerializationAdapter } from '@tanstack/react-router';

/**
 * Loader data that is plain JSON (objects, arrays, strings, finite numbers, booleans, null; no promises, dates or
 * undefined values) travels to the browser as one JSON text (decision 097). TanStack otherwise dehydrates it with
 * seroval, which walks every object and string in JavaScript: for the standard SSR workload's 1,000-row table that was
 * a fifth of the worker's CPU. The worker writes the text with the engine's JSON.stringify and the browser reads it
 * with JSON.parse, faster than evaluating the same object literal. Only the worker marks data (the browser's own
 * loader results never leave it), so the browser's bundle carries the reading side only.
 */
const marked = new WeakSet<object>();

/** Marks loader data as plain JSON for its trip to the browser; returns it unchanged. Checked in tests. */
export function plainData<T>(data: T): T {
  if (import.meta.env.SSR && typeof data === 'object' && data !== null) {
    if (import.meta.env.MODE === 'test') assertPlainJson(data, 'loader data');
    marked.add(data);
  }
  return data;
}

/**
 * JSON texts already written, by value: data a page shares with other pages (the header navigation, built once per
 * Kontent answer) is written once, not on every page (decision 128). Marked data is never changed after marking.
 */
const written = new WeakMap<object, string>();

/** A value's JSON text, written once per value: for values never changed once made (the navigation's trees). */
export function jsonText(value: object): string {
  let text = written.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    written.set(value, text);
  }
  return text;
}

// The browser only reads (TanStack calls `fromSerializable` while it hydrates); testing and writing are the worker's.
export const plainDataAdapter = import.meta.env.SSR
  ? createSerializationAdapter({
      key: 'j',
      test: (value: unknown): value is object => marked.has(value as object),
      toSerializable: jsonText,
      fromSerializable: (json: string): object => JSON.parse(json),
    })
  : ({ key: 'j', fromSerializable: JSON.parse } as unknown as ReturnType<typeof createSerializationAdapter>);

/** Throws when JSON would not give the same value back: the check behind `plainData` in tests. */
export function assertPlainJson(value: unknown, path: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return;
    throw new TypeError(`${path} is ${value}, which JSON cannot carry`);
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => assertPlainJson(item, `${path}[${index}]`));
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      // An undefined property is left out by JSON; reading it in the browser gives undefined all the same.
      if (item !== undefined) assertPlainJson(item, `${path}.${key}`);
    }
    return;
  }
  throw new TypeError(`${path} is not plain JSON (${Object.prototype.toString.call(value)})`);
}
