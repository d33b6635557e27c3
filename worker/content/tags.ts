import { z } from 'zod';

/**
 * Which items a cached answer depends on, for purging on publish (docs/decisions/021). Every item in it (items,
 * item, modular_content) as codename@language, so a change in one language purges exactly the answers that carry
 * that variant (a language that falls back to another carries the other's variant). A listing also depends on
 * the items it could newly contain: its type filter (`type:X`), or every type (`type:*`) without one.
 */
const wireSystem = z.object({ codename: z.string(), language: z.string(), type: z.string() });
const wireAnswer = z.object({
  item: z.object({ system: wireSystem }).optional(),
  items: z.array(z.object({ system: wireSystem })).optional(),
  modular_content: z.record(z.string(), z.object({ system: wireSystem })).optional(),
});

export const itemTag = (codename: string, language: string) => `item:${codename}@${language}`;
export const typeTag = (type: string) => `type:${type}`;
export const anyTypeTag = 'type:*';

const listingPaths = new Set(['/items', '/items-feed']);

export function tagsOf(path: string, params: URLSearchParams, json: unknown): string[] {
  const tags = new Set<string>();
  const parsed = wireAnswer.safeParse(json);
  if (parsed.success) {
    const { item, items = [], modular_content: linked = {} } = parsed.data;
    for (const { system } of [...(item ? [item] : []), ...items, ...Object.values(linked)]) tags.add(itemTag(system.codename, system.language));
  }
  if (listingPaths.has(path)) {
    const types = [params.get('system.type'), params.get('system.type[eq]'), params.get('system.type[in]')]
      .filter((value): value is string => value !== null)
      .flatMap((value) => value.split(','));
    if (types.length) for (const type of types) tags.add(typeTag(type.trim()));
    else tags.add(anyTypeTag);
  }
  return [...tags];
}

/** A tag's short fingerprint (FNV-1a, base 36): KV metadata holds at most 1024 bytes. Collisions only over-purge. */
export function tagHash(tag: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < tag.length; i++) {
    hash ^= tag.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
