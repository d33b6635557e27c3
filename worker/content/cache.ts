import { z } from 'zod';
import type { Logger } from '../log/logger';
import { boundedMemo } from '../../app/memo/bounded-memo';
import { dropEdgeCopy, readEdgeCopy, writeEdgeCopy } from './edge-copy';
import { forgetKvHealth, kvBounds, kvCall, kvResting } from './kv-calls';
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
  /** The tags open the stored value, one line before the body: more than the metadata holds (decision 119). */
  v: z.literal(1).optional(),
});
type Metadata = z.infer<typeof metadataSchema>;

/**
 * What KV (and the copy in the location) stores for an entry: its value and metadata. Tags go into the metadata
 * while they fit its 1,024 bytes; an answer with more items (a brand's navigation, FAQ or downloads page: hundreds)
 * carries them on a first line of the value instead. Marking it as depending on everything, as before, had every
 * publish purge those answers in every language (decision 119).
 */
function toStored(entry: CacheEntry): { value: string; metadata: Metadata } {
  const base: Metadata = {
    f: entry.fetchedAt,
    ...(entry.staleContent ? { s: 1 as const } : {}),
    ...(entry.continuation ? { c: entry.continuation } : {}),
  };
  if (entry.tags === 'all') return { value: entry.body, metadata: { ...base, a: 1 } };
  const tags = entry.tags.join(' ');
  const withTags = { ...base, t: tags };
  if (JSON.stringify(withTags).length <= metadataLimit) return { value: entry.body, metadata: withTags };
  return { value: `${tags}\n${entry.body}`, metadata: { ...base, v: 1 } };
}

function fromStored(value: string, metadata: unknown): CacheEntry | undefined {
  const parsed = metadataSchema.safeParse(metadata);
  if (!parsed.success) return undefined;
  const meta = parsed.data;
  const lineEnd = meta.v ? value.indexOf('\n') : -1;
  if (meta.v && lineEnd < 0) return undefined;
  return {
    body: meta.v ? value.slice(lineEnd + 1) : value,
    fetchedAt: meta.f,
    staleContent: meta.s === 1,
    ...(meta.c ? { continuation: meta.c } : {}),
    tags: meta.a ? 'all' : meta.v ? value.slice(0, lineEnd).split(' ') : meta.t ? meta.t.split(' ') : [],
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

/**
 * The entries this isolate stored in, or copied to, the location's cache (decision 109), by key: their fetch time.
 * An entry read from KV is copied there once per isolate and version, not on every read.
 */
const copied = boundedMemo<number>(1000, 512);

export function forgetMemory(key?: string): void {
  memory.forget(key);
  if (key !== undefined) return;
  forgetPurgeLog();
  forgetKvHealth();
  copied.forget();
}

// --- KV, and the copies in the location when KV fails (decision 109) ----------------------------------------

/** Where a read was answered: this isolate's memory, KV, or the copy in the location's cache. */
export type EntrySource = 'memory' | 'kv' | 'edge';

/** What KV holds under `key`, or 'unavailable' when it failed, was slow, or is being left alone after a failure. */
async function readKv(kv: KVNamespace, key: string, now: number, logger: Logger | undefined): Promise<CacheEntry | undefined | 'unavailable'> {
  if (kvResting(now)) return 'unavailable';
  try {
    const stored = await kvCall('GET', () => kv.getWithMetadata(key, 'text'), kvBounds.readMs, logger);
    return stored.value === null ? undefined : fromStored(stored.value, stored.metadata);
  } catch {
    return 'unavailable';
  }
}

async function readCopy(key: string, logger: Logger | undefined): Promise<CacheEntry | undefined> {
  try {
    const copy = await readEdgeCopy(key);
    return copy ? fromStored(copy.body, copy.metadata) : undefined;
  } catch (error) {
    logger?.warn('Content cache copy could not be read', { key, error: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

/**
 * The entry under `key`, from memory, KV or (when KV fails or is slow) its copy in the location, unless the purge
 * log (docs/decisions/067) says a publish made it stale: then it is absent, and the caller fetches it again. KV
 * failing is never an error here: it costs at most `kvBounds.readMs`, and then the copy answers (decision 109).
 */
export async function readEntry(
  kv: KVNamespace,
  key: string,
  now: number,
  options: { logger?: Logger } = {},
): Promise<{ entry: CacheEntry; from: EntrySource } | undefined> {
  const { logger } = options;
  const held = memory.get(key, now);
  let found: { entry: CacheEntry; from: EntrySource } | undefined;
  let log: PurgeLog;
  if (held) {
    found = { entry: held, from: 'memory' };
    log = await readPurgeLog(kv, now, logger);
  } else {
    // The entry and the log are read together: the log adds no wait of its own.
    const [stored, listed] = await Promise.all([readKv(kv, key, now, logger), readPurgeLog(kv, now, logger)]);
    log = listed;
    if (stored === 'unavailable') {
      const copy = await readCopy(key, logger);
      if (copy) found = { entry: copy, from: 'edge' };
    } else if (stored) {
      found = { entry: stored, from: 'kv' };
    }
  }
  if (!found) return undefined;
  if (isPurged(found.entry, log)) {
    forgetMemory(key);
    return undefined;
  }
  if (found.from !== 'memory') memory.remember(key, found.entry, now);
  return found;
}

/** Seconds KV keeps an entry: as long as it may be served, and at least KV's minimum. */
const kvTtlSeconds = (entry: CacheEntry, times: CacheTimes) => Math.max(kvMinimumTtlSeconds, Math.ceil(usableMs(entry, times) / 1000));

/** Copies an entry to the location's cache for what is left of its life, once per isolate and version. */
async function keepCopy(key: string, entry: CacheEntry, times: CacheTimes, now: number, logger: Logger | undefined): Promise<void> {
  if (copied.get(key) === entry.fetchedAt) return;
  copied.remember(key, entry.fetchedAt);
  const leftSeconds = (entry.fetchedAt + Math.max(kvMinimumTtlSeconds * 1000, usableMs(entry, times)) - now) / 1000;
  try {
    const stored = toStored(entry);
    await writeEdgeCopy(key, stored.value, stored.metadata, leftSeconds);
  } catch (error) {
    // Nobody waits for it; the next version tries again.
    copied.forget(key);
    logger?.warn('Content cache copy could not be written', { key, error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Stores an answer: in memory at once, then in KV and in the location's cache together. Resolves whatever KV does:
 * a failing KV is this isolate's to note (./kv-calls.ts), and the memory and the copy still hold the answer.
 */
export async function writeEntry(
  kv: KVNamespace,
  key: string,
  entry: CacheEntry,
  times: CacheTimes,
  now: number,
  options: { logger?: Logger } = {},
): Promise<void> {
  memory.remember(key, entry, now);
  await Promise.all([
    kvCall(
      'PUT',
      () => {
        const stored = toStored(entry);
        return kv.put(key, stored.value, { expirationTtl: kvTtlSeconds(entry, times), metadata: stored.metadata });
      },
      kvBounds.writeMs,
      options.logger,
    ).catch(() => undefined),
    keepCopy(key, entry, times, now, options.logger),
  ]);
}

/** Copies an entry read from KV to the location's cache, so it outlives a KV outage here (decision 109). */
export function copyToEdge(key: string, entry: CacheEntry, times: CacheTimes, now: number, options: { logger?: Logger } = {}): Promise<void> {
  return keepCopy(key, entry, times, now, options.logger);
}

/** Removes one cached answer, from KV, the location's cache and this isolate's memory. */
export async function dropEntry(kv: KVNamespace, key: string, options: { logger?: Logger } = {}): Promise<void> {
  forgetMemory(key);
  copied.forget(key);
  await Promise.all([
    kvCall('DELETE', () => kv.delete(key), kvBounds.writeMs, options.logger).catch(() => undefined),
    dropEdgeCopy(key).catch(() => undefined),
  ]);
}
