import { z } from 'zod';
import { tagHash } from './tags';

/** One cached Kontent answer. */
export interface CacheEntry {
  body: string;
  fetchedAt: number;
  staleContent: boolean;
  continuation?: string;
  /** Tag fingerprints (tags.ts), or 'all' when there were too many to keep: purged by any publish. */
  tags: string[] | 'all';
  /** The parsed body, kept with the memory copy so an in-process reader parses it once per isolate. */
  parsed?: unknown;
}

/** The entry's body as JSON, parsed at most once. */
export function entryJson(entry: CacheEntry): unknown {
  if (entry.parsed === undefined) entry.parsed = JSON.parse(entry.body) as unknown;
  return entry.parsed;
}

/** Seconds an `X-Stale-Content: 1` answer counts as fresh; KV keeps it for its 60 s minimum. */
export const staleContentFreshSeconds = 10;
const kvMinimumTtlSeconds = 60;
const metadataLimit = 1000;

export const cacheKeyPrefix = 'c:';

const metadataSchema = z.object({
  f: z.number(),
  s: z.literal(1).optional(),
  c: z.string().optional(),
  t: z.string().optional(),
  a: z.literal(1).optional(),
});
type Metadata = z.infer<typeof metadataSchema>;

function toMetadata(entry: CacheEntry): Metadata {
  const base: Metadata = { f: entry.fetchedAt, ...(entry.staleContent ? { s: 1 as const } : {}), ...(entry.continuation ? { c: entry.continuation } : {}) };
  if (entry.tags === 'all') return { ...base, a: 1 };
  const withTags = { ...base, t: entry.tags.join(' ') };
  return JSON.stringify(withTags).length <= metadataLimit ? withTags : { ...base, a: 1 };
}

function fromStored(body: string, metadata: unknown): CacheEntry | undefined {
  const parsed = metadataSchema.safeParse(metadata);
  if (!parsed.success) return undefined;
  const meta = parsed.data;
  return {
    body,
    fetchedAt: meta.f,
    staleContent: meta.s === 1,
    ...(meta.c ? { continuation: meta.c } : {}),
    tags: meta.a ? 'all' : meta.t ? meta.t.split(' ') : [],
  };
}

export function matchesAny(entryTags: string[] | 'all', hashes: ReadonlySet<string>): boolean {
  return entryTags === 'all' || entryTags.some((tag) => hashes.has(tag));
}

export interface CacheTimes {
  freshSeconds: number;
  staleDays: number;
}

export const freshMs = (entry: CacheEntry, times: CacheTimes) => (entry.staleContent ? staleContentFreshSeconds : times.freshSeconds) * 1000;
/** How long after fetching an entry may still be served when Kontent fails. */
export const usableMs = (entry: CacheEntry, times: CacheTimes) =>
  entry.staleContent ? kvMinimumTtlSeconds * 1000 : times.freshSeconds * 1000 + times.staleDays * 86_400_000;

// --- the in-isolate memory layer ---------------------------------------------------------------------------

/**
 * Seconds an isolate answers from memory without asking KV. Short, because a purge in another isolate cannot
 * reach this memory: it bounds how long a purged answer can outlive the purge (docs/decisions/021).
 */
export const memorySeconds = 5;
const memoryLimit = 300;
/**
 * Bytes the layer may hold (decision 062), estimated as two per body character: the text and, once a page reads
 * it in-process, its parsed copy. An isolate has 128 MB for everything it does; the cap keeps this layer near 16.
 */
const memoryBudgetBytes = 16 * 1024 * 1024;
/** An answer longer than this is read from KV each time rather than crowding out every other one. */
const memoryEntryMaxChars = 1024 * 1024;
const memory = new Map<string, { entry: CacheEntry; until: number; bytes: number }>();
let memoryBytes = 0;

export function forgetMemory(key?: string): void {
  if (key === undefined) {
    memory.clear();
    memoryBytes = 0;
    return;
  }
  const held = memory.get(key);
  if (!held) return;
  memory.delete(key);
  memoryBytes -= held.bytes;
}

function remember(key: string, entry: CacheEntry, now: number): void {
  forgetMemory(key);
  if (entry.body.length > memoryEntryMaxChars) return;
  const bytes = entry.body.length * 2;
  memory.set(key, { entry, until: now + memorySeconds * 1000, bytes });
  memoryBytes += bytes;
  // Map keeps insertion order: the first key is the least recently stored.
  while (memory.size > memoryLimit || memoryBytes > memoryBudgetBytes) forgetMemory(memory.keys().next().value as string);
}

// --- KV ----------------------------------------------------------------------------------------------------

export async function readEntry(kv: KVNamespace, key: string, now: number): Promise<{ entry: CacheEntry; from: 'memory' | 'kv' } | undefined> {
  const held = memory.get(key);
  if (held && held.until > now) return { entry: held.entry, from: 'memory' };
  const stored = await kv.getWithMetadata(key, 'text');
  if (stored.value === null) return undefined;
  const entry = fromStored(stored.value, stored.metadata);
  if (!entry) return undefined;
  remember(key, entry, now);
  return { entry, from: 'kv' };
}

export async function writeEntry(kv: KVNamespace, key: string, entry: CacheEntry, times: CacheTimes, now: number): Promise<void> {
  remember(key, entry, now);
  const ttlSeconds = Math.max(kvMinimumTtlSeconds, Math.ceil(usableMs(entry, times) / 1000));
  await kv.put(key, entry.body, { expirationTtl: ttlSeconds, metadata: toMetadata(entry) });
}

/** Deletes every cached answer carrying one of `tags` (or every answer); answers the deleted keys. */
export async function purgeTagged(kv: KVNamespace, tags: readonly string[] | 'all'): Promise<string[]> {
  const hashes = new Set(tags === 'all' ? [] : tags.map(tagHash));
  const purged: string[] = [];
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown> = await kv.list({ prefix: cacheKeyPrefix, ...(cursor ? { cursor } : {}) });
    for (const key of page.keys) {
      const meta = metadataSchema.safeParse(key.metadata);
      // Unreadable metadata cannot prove the entry is unaffected: purge it.
      const entryTags: string[] | 'all' = !meta.success || meta.data.a ? 'all' : (meta.data.t?.split(' ') ?? []);
      if (tags === 'all' || matchesAny(entryTags, hashes)) purged.push(key.name);
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  await Promise.all(purged.map((key) => kv.delete(key)));
  for (const key of purged) forgetMemory(key);
  return purged;
}
