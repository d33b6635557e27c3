// Stable ids for demo data. Kontent ids are UUIDs; deriving them from codenames keeps the source readable and the
// ids identical across runs and isolates (no random values at module load, which workerd forbids anyway).

const fnv1a = (input: string, seed: number): number => {
  let hash = seed >>> 0;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
};

/** A UUID (version 4 layout) derived from `key`. */
export const stableUuid = (key: string): string => {
  const hex = [0x811c9dc5, 0x050c5d1f, 0x1b873593, 0x2f8e2c6d].map((seed) => fnv1a(key, seed).toString(16).padStart(8, '0')).join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** Kontent names components by their id with underscores; their codename is that too. */
export const componentCodename = (id: string): string => id.replaceAll('-', '_');

/**
 * The id of an element of a content type. Kontent shows element ids only in its Management API (the Delivery API
 * names elements by codename); the Web Spotlight host needs one for `preview:update` messages.
 */
export const elementId = (typeCodename: string, elementCodename: string): string => stableUuid(`element:${typeCodename}/${elementCodename}`);
