import type { Logger } from '../log/logger';

/**
 * Every call the worker makes to the content cache's KV namespace is bounded in time, and this isolate remembers how
 * KV has been answering (decision 109). On 2025-06-12 about nine KV calls in ten failed for 2.5 hours, some after
 * long waits: a read that fails or is slow is answered from the copy in the location (./edge-copy.ts) instead, and
 * after a failure the isolate leaves KV alone for `restMs` (its reads go straight to the copies), then tries again.
 */
export const kvBounds = {
  /**
   * An entry's read, the purge log's list, a webhook's replay check. KV answers a hot key in milliseconds and a cold
   * one in tens to a few hundred; past this the copy answers, which costs nothing when it is there.
   */
  readMs: 500,
  /** A write or delete. They run after the answer (waitUntil), except a webhook's purge record. */
  writeMs: 5000,
  /** After a failed call, how long this isolate's reads skip KV. */
  restMs: 10_000,
  /** While KV keeps failing, how often an isolate says so again in the log. */
  reportMs: 60_000,
  /** Reads answered in a row after failures before the log says KV answers again. */
  recoveredAfter: 3,
} as const;

/** A KV call that failed (KV's own message) or did not answer in time (`KV GET did not answer within 500 ms`). */
export class KvUnavailableError extends Error {
  override name = 'KvUnavailableError';
  constructor(
    readonly operation: string,
    readonly reason: 'error' | 'timeout',
    /** KV's message, or the milliseconds waited. */
    detail: string,
  ) {
    super(reason === 'timeout' ? `KV ${operation} did not answer within ${detail} ms` : detail);
  }
}

/** This isolate's view of KV, from its reads. */
const health = {
  /** Reads skip KV until then. */
  restingUntil: 0,
  /** When the current run of failed reads began; undefined while KV answers. */
  failingSince: undefined as number | undefined,
  failures: 0,
  lastReport: 0,
  /** Reads answered in a row since the last failure: KV counts as back after `recoveredAfter` of them. */
  answeredInRow: 0,
  /** Writes are only reported: KV refuses a second write of one key within a second (429) while reads work. */
  writeFailures: 0,
  lastWriteReport: 0,
};

/** Tests: KV is healthy again. */
export function forgetKvHealth(): void {
  Object.assign(health, {
    restingUntil: 0,
    failingSince: undefined,
    failures: 0,
    lastReport: 0,
    answeredInRow: 0,
    writeFailures: 0,
    lastWriteReport: 0,
  });
}

/** KV calls this isolate made, by operation: local counters for the benchmarks (`/__stats`, decision 119). */
export const kvCallCounts = { GET: 0, LIST: 0, PUT: 0, DELETE: 0 };

/** KV's reads; everything else writes. */
const isRead = (operation: string) => operation === 'GET' || operation === 'LIST';

/** True while this isolate leaves KV alone after a failure: readers go to the copies without asking it. */
export function kvResting(now: number): boolean {
  return now < health.restingUntil;
}

function failed(error: KvUnavailableError, logger: Logger | undefined, now: number): void {
  if (!isRead(error.operation)) {
    health.writeFailures++;
    if (now - health.lastWriteReport < kvBounds.reportMs) return;
    health.lastWriteReport = now;
    // The answer is not affected: memory and the copy in the location hold what could not be stored.
    logger?.warn('Content cache (KV) write failed', {
      operation: error.operation,
      reason: error.reason,
      error: error.message,
      writeFailures: health.writeFailures,
    });
    return;
  }
  health.failures++;
  health.answeredInRow = 0;
  health.restingUntil = now + kvBounds.restMs;
  const first = health.failingSince === undefined;
  health.failingSince ??= now;
  if (!first && now - health.lastReport < kvBounds.reportMs) return;
  health.lastReport = now;
  logger?.warn(first ? 'Content cache (KV) failing: answering from the copies in this location' : 'Content cache (KV) still failing', {
    operation: error.operation,
    reason: error.reason,
    error: error.message,
    failures: health.failures,
    failingSeconds: Math.round((now - health.failingSince) / 1000),
  });
}

function answered(operation: string, logger: Logger | undefined, now: number): void {
  if (health.failingSince === undefined || !isRead(operation)) return;
  // While nine calls in ten fail, one answer says little: the log would flap between "failing" and "again".
  if (++health.answeredInRow < kvBounds.recoveredAfter) return;
  logger?.info('Content cache (KV) answers again', {
    failures: health.failures,
    failingSeconds: Math.round((now - health.failingSince) / 1000),
  });
  health.failingSince = undefined;
  health.failures = 0;
  health.lastReport = 0;
}

/**
 * `call` within `timeoutMs`: its answer, or a KvUnavailableError when it failed or took longer (the call itself is
 * left to end on its own). Nothing else: the REDIRECTS namespace's reader (worker/redirects/lookup.ts) keeps its own
 * account. `operation` is KV's name for it: GET, LIST, PUT or DELETE.
 */
export async function boundedKvCall<T>(operation: 'GET' | 'LIST' | 'PUT' | 'DELETE', call: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new KvUnavailableError(operation, 'timeout', String(timeoutMs))), timeoutMs);
  });
  try {
    // `await` inside takes the call's promise at once: a KV call that fails at once is never, for a microtask, a
    // rejection nobody handles (workerd reports those).
    return await Promise.race([(async () => await call())(), timeout]);
  } catch (error) {
    throw error instanceof KvUnavailableError
      ? error
      : new KvUnavailableError(operation, 'error', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A content cache KV call, bounded as `boundedKvCall`: a read's outcome updates this isolate's view of KV; a write's
 * failure is only reported.
 */
export async function kvCall<T>(
  operation: 'GET' | 'LIST' | 'PUT' | 'DELETE',
  call: () => Promise<T>,
  timeoutMs: number,
  logger?: Logger,
): Promise<T> {
  kvCallCounts[operation]++;
  try {
    const value = await boundedKvCall(operation, call, timeoutMs);
    answered(operation, logger, Date.now());
    return value;
  } catch (error) {
    failed(error as KvUnavailableError, logger, Date.now());
    throw error;
  }
}
