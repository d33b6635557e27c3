import { z } from 'zod';
import type { Logger } from '../log/logger';
import { keptValue } from '../../app/memo/kept-value';
import { kvBounds, kvCall, kvResting } from './kv-calls';
import { tagHash } from './tags';

/**
 * The purge log (docs/decisions/067). A publish does not find and delete the cached answers it changes: listing a
 * namespace of any size and deleting each key cannot fit the platform's 1,000 KV operations per invocation. The
 * webhook writes one record instead, under a key that lists newest first, holding the purged tag fingerprints (or
 * "all") in its metadata. A reader treats an entry as absent when a matching record is newer than the entry's
 * fetch: one KV write per publish, one KV list per isolate every few seconds, and no write races (every record is
 * its own key).
 */
export const purgeKeyPrefix = 'p:';

/** Seconds an isolate answers from its copy of the log, like the memory layer: a purge elsewhere shows within this. */
export const purgeLogSeconds = 5;
/** One KV list page: the log a reader sees. A longer log over-purges (see `PurgeLog.horizon`). */
const listLimit = 1000;
const metadataLimit = 1000;
/** Inverted time in the key makes KV's lexicographic listing newest first. */
const timeCeiling = 9_000_000_000_000_000;

export interface PurgeRecord {
  /** Epoch ms the purge was recorded. */
  at: number;
  hashes: ReadonlySet<string> | 'all';
}

export interface PurgeLog {
  /** Newest first. */
  records: PurgeRecord[];
  /**
   * Entries fetched before this time count as purged: the log had more records than one list page holds, and what
   * the older records purged is unknown (a safe over-purge). 0 when the log was read whole.
   */
  horizon: number;
}

const recordMetadata = z.union([z.object({ a: z.literal(1) }), z.object({ t: z.string() })]);

function keyOf(at: number): string {
  const inverted = String(timeCeiling - at).padStart(16, '0');
  return `${purgeKeyPrefix}${inverted}:${crypto.randomUUID().slice(0, 8)}`;
}

function timeOf(key: string): number | undefined {
  const match = /^p:(\d{16}):/.exec(key);
  return match ? timeCeiling - Number(match[1]) : undefined;
}

/** The log as last listed (with this isolate's recent purges), answered for `purgeLogSeconds`. */
const listed = keptValue<PurgeLog>(purgeLogSeconds * 1000);
/**
 * The last listing that succeeded, for as long as the isolate lives: what readers go by while KV cannot be listed
 * (decision 109). It is one list page at most, the size of what `listed` holds.
 */
let lastListed: PurgeLog | undefined;
/** Purges recorded by this isolate in the last minute: KV may take that long to list them. */
let recent: PurgeRecord[] = [];
const kvPropagationMs = 60_000;

/** Tests, and the memory layer's reset: read the log from KV next time. */
export function forgetPurgeLog(): void {
  listed.forget();
  lastListed = undefined;
  recent = [];
}

/** The listed log with this isolate's recent purges, newest first. */
function withRecent(log: PurgeLog, now: number): PurgeLog {
  recent = recent.filter((record) => record.at > now - kvPropagationMs);
  if (!recent.length) return log;
  // A record may be in both: it is then checked twice, which changes nothing.
  return { records: [...recent, ...log.records].sort((a, b) => b.at - a.at), horizon: log.horizon };
}

/**
 * Records that every entry carrying one of `tags` (or every entry) and fetched before now is stale. `ttlSeconds` is
 * the longest an entry may live: past it the record can purge nothing. Rejects with a KvUnavailableError when KV
 * cannot store it (decision 109): this isolate honours it all the same, the others only once it is written.
 */
export async function recordPurge(
  kv: KVNamespace,
  tags: readonly string[] | 'all',
  at: number,
  ttlSeconds: number,
  logger?: Logger,
): Promise<PurgeRecord> {
  const hashes = tags === 'all' ? 'all' : [...new Set(tags.map(tagHash))];
  let metadata: z.infer<typeof recordMetadata> = hashes === 'all' ? { a: 1 } : { t: hashes.join(' ') };
  // KV metadata holds 1,024 bytes: a publish of many items at once purges everything instead.
  if (JSON.stringify(metadata).length > metadataLimit) metadata = { a: 1 };
  const record: PurgeRecord = { at, hashes: 'a' in metadata ? 'all' : new Set(metadata.t.split(' ')) };
  // This isolate sees its own purge at once; others within purgeLogSeconds (plus KV's propagation).
  recent.push(record);
  listed.update((log) => ({ records: [record, ...log.records], horizon: log.horizon }));
  await kvCall('PUT', () => kv.put(keyOf(at), '', { metadata, expirationTtl: Math.max(60, ttlSeconds) }), kvBounds.writeMs, logger);
  return record;
}

async function listLog(kv: KVNamespace, logger: Logger | undefined): Promise<PurgeLog> {
  const page: KVNamespaceListResult<unknown> = await kvCall(
    'LIST',
    () => kv.list({ prefix: purgeKeyPrefix, limit: listLimit }),
    kvBounds.readMs,
    logger,
  );
  const records: PurgeRecord[] = [];
  for (const key of page.keys) {
    const at = timeOf(key.name);
    if (at === undefined) continue;
    const metadata = recordMetadata.safeParse(key.metadata);
    // A record that cannot be read cannot prove an entry unaffected.
    records.push({ at, hashes: !metadata.success || 'a' in metadata.data ? 'all' : new Set(metadata.data.t.split(' ')) });
  }
  const oldest = records.at(-1);
  return { records, horizon: page.list_complete || !oldest ? 0 : oldest.at };
}

/**
 * The purge log as this isolate knows it, read from KV at most every `purgeLogSeconds`. Requests that find it out of
 * date each list it rather than wait on another request's listing: a request's I/O dies with it in a Worker, and a
 * few lists at the turn of the interval cost less than a hung request. While KV fails or is slow (decision 109) it is
 * the last log this isolate listed, with its own purges: never an error, never a wait past KV's read bound.
 */
export async function readPurgeLog(kv: KVNamespace, now: number, logger?: Logger): Promise<PurgeLog> {
  const known = listed.get(now);
  if (known) return known;
  const lastKnown = () => withRecent(lastListed ?? { records: [], horizon: 0 }, now);
  if (kvResting(now)) return lastKnown();
  try {
    lastListed = await listLog(kv, logger);
  } catch {
    return lastKnown();
  }
  return listed.keep(withRecent(lastListed, now), now);
}

/** True when a record newer than the entry's fetch names one of its tags (or everything). */
export function isPurged(entry: { fetchedAt: number; tags: readonly string[] | 'all' }, log: PurgeLog): boolean {
  if (entry.fetchedAt < log.horizon) return true;
  for (const record of log.records) {
    // Newest first: every record from here on is older than the entry's fetch.
    if (record.at < entry.fetchedAt) return false;
    if (record.hashes === 'all' || entry.tags === 'all') return true;
    const hashes = record.hashes;
    if (entry.tags.some((tag) => hashes.has(tag))) return true;
  }
  return false;
}
