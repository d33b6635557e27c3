import { z } from 'zod';
import { boundedMemo } from '../memo/bounded-memo';
import { forgetPurgeLog, isPurged, readPurgeLog, type PurgeLog } from './purge-log';

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
export const kvMinimumTtlSeconds = 60;
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
  const base: Metadata = {
    f: entry.fetchedAt,
    ...(entry.staleContent ? { s: 1 as const } : {}),
    ...(entry.continuation ? { c: entry.continuation } : {}),
  };
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

export interface CacheTimes {
  freshSeconds: number;
  staleDays: number;
}

export const freshMs = (entry: Pick<CacheEntry, 'staleContent'>, times: CacheTimes) =>
  (entry.staleContent ? staleContentFreshSeconds : times.freshSeconds) * 1000;
/** How long after fetching an entry may still be served when Kontent fails. */
export const usableMs = (entry: Pick<CacheEntry, 'staleContent'>, times: CacheTimes) =>
  entry.staleContent ? kvMinimumTtlSeconds * 1000 : times.freshSeconds * 1000 + times.staleDays * 86_400_000;

// --- the in-isolate memory layer ---------------------------------------------------------------------------

/**
 * Seconds an isolate answers from memory without asking KV. Short, because a purge in another isolate cannot
 * reach this memory: it bounds how long a purged answer can outlive the purge (docs/decisions/021).
 */
export const memorySeconds = 5;
/**
 * At most 300 answers, and at most 16 MB of them (decision 066), estimated as two bytes per body character: the
 * text and, once a page reads it in-process, its parsed copy. An isolate has 128 MB for everything it does. An
 * answer over 1M characters is read from KV each time rather than crowding out every other one. Keys are at most
 * KV's 512 bytes.
 */
const memory = boundedMemo<CacheEntry>(300, 512, {
  ttlMs: memorySeconds * 1000,
  weight: { of: (entry) => entry.body.length * 2, max: 16 * 1024 * 1024, maxEntry: 2 * 1024 * 1024 },
});

export function forgetMemory(key?: string): void {
  memory.forget(key);
  if (key === undefined) forgetPurgeLog();
}

// --- KV ----------------------------------------------------------------------------------------------------

/**
 * The entry under `key`, from memory or KV, unless the purge log (docs/decisions/067) says a publish made it stale:
 * then it is absent, and the caller fetches it again.
 */
export async function readEntry(kv: KVNamespace, key: string, now: number): Promise<{ entry: CacheEntry; from: 'memory' | 'kv' } | undefined> {
  const held = memory.get(key, now);
  let found: { entry: CacheEntry; from: 'memory' | 'kv' } | undefined;
  let log: PurgeLog;
  if (held) {
    found = { entry: held, from: 'memory' };
    log = await readPurgeLog(kv, now);
  } else {
    // The entry and the log are read together: the log adds no wait of its own.
    const [stored, listed] = await Promise.all([kv.getWithMetadata(key, 'text'), readPurgeLog(kv, now)]);
    log = listed;
    const entry = stored.value === null ? undefined : fromStored(stored.value, stored.metadata);
    if (entry) found = { entry, from: 'kv' };
  }
  if (!found) return undefined;
  if (isPurged(found.entry, log)) {
    forgetMemory(key);
    return undefined;
  }
  if (found.from === 'kv') memory.remember(key, found.entry, now);
  return found;
}

export async function writeEntry(kv: KVNamespace, key: string, entry: CacheEntry, times: CacheTimes, now: number): Promise<void> {
  memory.remember(key, entry, now);
  const ttlSeconds = Math.max(kvMinimumTtlSeconds, Math.ceil(usableMs(entry, times) / 1000));
  await kv.put(key, entry.body, { expirationTtl: ttlSeconds, metadata: toMetadata(entry) });
}

/** Removes one cached answer, from KV and this isolate's memory. */
export async function dropEntry(kv: KVNamespace, key: string): Promise<void> {
  forgetMemory(key);
  await kv.delete(key);
}
