import { ContentError } from '../../app/content/client';
import type { AppConfig } from '../config';
import type { Logger } from '../log/logger';
import { copyToEdge, dropEntry, entryJson, readEntry, writeEntry, type CacheEntry, type CacheTimes, type EntrySource } from './cache';
import { freshness } from './freshness';
import { cacheKey } from './cache-key';
import { ContentBusyError, contentTimeout, previewNotConfigured, requestAborted, tooManyNewQueries } from './errors';
import { defaultSleep, fetchKontent, type KontentAnswer, type KontentFetchDeps, type KontentRequest } from './kontent-fetch';
import { createFillSlots } from './fill-limit';
import { refuseArchivedItem, withoutArchived } from './preview-archived';
import { retryPolicy } from './retry';
import { tagHash, tagsOf } from './tags';
import { upstreamFetch } from './upstream';

/** The name in our `Cache-Status` header (RFC 9211). */
export const cacheName = 'RetailerContent';

/** The total time a background refresh may spend on Kontent, all product §9 retries included. */
export const backgroundBudgetMs = 30_000;

export interface ContentAnswer extends KontentAnswer {
  /** RFC 9211 Cache-Status value: hit, miss (fwd=uri-miss), stale (fwd=stale) or bypass. */
  cacheStatus: string;
  /** Where the cache read was answered from and how long it took (Server-Timing); `edge`: the copy, KV failing. */
  lookup?: { source: EntrySource | 'none'; ms: number };
}

/**
 * This isolate's counters since it started: the benchmark reads them (locally only, see proxy.ts) to count
 * upstream calls per page view. `edgeHits`: answers read from the copies in the location while KV failed.
 */
export const contentStats = { upstreamCalls: 0, memoryHits: 0, kvHits: 0, edgeHits: 0, misses: 0, staleServed: 0 };

export interface ContentServiceOptions {
  env: { CONTENT_CACHE: KVNamespace; EMULATOR?: Fetcher };
  config: AppConfig;
  /** Background refreshes and cache writes outlive the response through it. */
  ctx?: { waitUntil(promise: Promise<unknown>): void };
  /** Preview mode: Preview API, KV bypassed both ways. */
  preview: boolean;
  /** Epoch ms after which this (page or proxy) request stops waiting for Kontent. */
  deadline: number;
  logger?: Logger;
  /** Tests: clock, sleeping, jitter, retry base, background budget. */
  deps?: Partial<KontentFetchDeps> & { backgroundBudgetMs?: number };
  /**
   * Whether the asker may send Kontent a query nobody has cached (the proxy: each visitor's budget, ./query-budget.ts).
   * Absent: always (the app's own queries on pages are a fixed set).
   */
  mayAskNew?: () => boolean;
}

/** Concurrent misses of the same key in this isolate share one upstream call. */
const inflight = new Map<string, Promise<CacheEntry>>();
/** The last failed attempt of a running fill: what a waiter that runs out of time reports. */
const lastFailure = new Map<string, ContentError>();
/** Waiters holding a usable stale entry stop waiting at the first failed attempt (stale-if-error at once). */
const failureListeners = new Map<string, Set<(error: ContentError) => void>>();

/** Upstream fills running and queued in this isolate, bounded (decision 066). */
let fillSlots = createFillSlots();

/** Tests: forget running fills so one test's background retries cannot leak into the next. */
export function forgetInflight(): void {
  inflight.clear();
  // Fills still running release their slots into the old counters, not into the next test's.
  fillSlots = createFillSlots();
  lastFailure.clear();
  failureListeners.clear();
}

function attemptFailed(key: string, error: ContentError): void {
  lastFailure.set(key, error);
  for (const listener of failureListeners.get(key) ?? []) listener(error);
}

export interface ContentService {
  /** A GET of the Delivery API through the cache (or straight to the Preview API in preview). */
  get(path: string, params: URLSearchParams, options?: { continuation?: string; signal?: AbortSignal }): Promise<ContentAnswer>;
  /** A request never cached (sync): Delivery or Preview API with the retry policy and the bounded wait. */
  pass(request: Omit<KontentRequest, 'preview'>, signal?: AbortSignal): Promise<ContentAnswer>;
}

export function createContentService(options: ContentServiceOptions): ContentService {
  const { env, config, ctx, preview, deadline, logger } = options;
  const upstream = options.deps?.fetcher ?? upstreamFetch(env as Env);
  const deps: KontentFetchDeps = {
    config,
    now: Date.now,
    sleep: defaultSleep,
    random: Math.random,
    baseDelayMs: retryPolicy.baseDelayMs,
    ...options.deps,
    fetcher: (input, init) => {
      contentStats.upstreamCalls++;
      return upstream(input, init);
    },
  };
  const budget = options.deps?.backgroundBudgetMs ?? backgroundBudgetMs;
  const logged = logger ? { logger } : {};
  const times: CacheTimes = { freshSeconds: config.CONTENT_FRESH_SECONDS, staleDays: config.CONTENT_STALE_DAYS };
  const later = (promise: Promise<unknown>) => {
    const quiet = promise.catch((error: unknown) => {
      // A refused fill is answered (and logged) by the request that asked for it.
      if (error instanceof ContentBusyError) return;
      logger?.warn('Background content refresh failed', { error: error instanceof Error ? error.message : String(error) });
    });
    ctx?.waitUntil(quiet);
  };

  /** The upstream call for a key, writing the cache. */
  const work = (key: string, request: KontentRequest) => async (): Promise<CacheEntry> => {
    const started = deps.now();
    const answer = await fetchKontent(request, { ...deps, onAttemptError: (error) => attemptFailed(key, error) }, started + budget);
    const entry: CacheEntry = {
      body: answer.body,
      // When the fill started, not when it ended: a publish recorded meanwhile may be missing from the answer, and the
      // purge log (decision 067) compares the two.
      fetchedAt: started,
      staleContent: answer.staleContent,
      ...(answer.continuation ? { continuation: answer.continuation } : {}),
      tags: tagsOf(request.path, request.params, answer.json).map(tagHash),
      parsed: answer.json,
    };
    // Waiters get the answer now; the KV write (memory is already set) finishes in the background.
    later(writeEntry(env.CONTENT_CACHE, key, entry, times, deps.now(), logged));
    return entry;
  };

  /** Shares a started fill with every waiter of this isolate until it settles. */
  const track = (key: string, promise: Promise<CacheEntry>): Promise<CacheEntry> => {
    const tracked = promise.finally(() => {
      inflight.delete(key);
      lastFailure.delete(key);
    });
    // Kontent no longer has it (unpublished, deleted): a cached copy must not be served stale for another day.
    tracked.catch((error: unknown) => {
      if (error instanceof ContentError && error.status === 404) later(dropEntry(env.CONTENT_CACHE, key, logged));
    });
    inflight.set(key, tracked);
    // The call goes on even when every waiter has given up, so the next visitor finds the cache filled.
    later(tracked);
    return tracked;
  };

  /** The one fill of a key a request waits for: in a slot, or queued until this request's deadline (decision 066). */
  const fill = (key: string, request: KontentRequest): Promise<CacheEntry> =>
    inflight.get(key) ?? track(key, fillSlots.run(work(key, request), Math.max(0, deadline - deps.now())));

  /** A stale-while-revalidate refresh: only with a slot to spare; without one the next request tries again. */
  const refresh = (key: string, request: KontentRequest): void => {
    if (inflight.has(key)) return;
    const started = fillSlots.tryRun(work(key, request));
    if (started) track(key, started);
  };

  /** Waits for `promise` until this request's deadline or cancellation. */
  const bounded = <T>(key: string, promise: Promise<T>, signal: AbortSignal | undefined, hasStale: boolean): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(requestAborted());
      const timer = setTimeout(() => reject(lastFailure.get(key) ?? contentTimeout()), Math.max(0, deadline - deps.now()));
      const onAbort = () => reject(requestAborted());
      signal?.addEventListener('abort', onAbort, { once: true });
      const listeners = failureListeners.get(key) ?? new Set();
      const onFailure = (error: ContentError) => reject(error);
      if (hasStale) failureListeners.set(key, listeners.add(onFailure));
      promise.then(resolve, reject).finally(() => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        listeners.delete(onFailure);
        if (!listeners.size && failureListeners.get(key) === listeners) failureListeners.delete(key);
      });
    });

  const answerOf = (entry: CacheEntry, cacheStatus: string, lookup?: ContentAnswer['lookup']): ContentAnswer => ({
    ...(lookup ? { lookup } : {}),
    body: entry.body,
    // Parsed only when read (the proxy sends the body text as it is).
    get json() {
      return entryJson(entry);
    },
    staleContent: entry.staleContent,
    ...(entry.continuation ? { continuation: entry.continuation } : {}),
    cacheStatus,
  });

  return {
    async get(path, params, { continuation, signal } = {}) {
      const request: KontentRequest = { method: 'GET', path, params, preview, ...(continuation ? { continuation } : {}) };
      if (preview) {
        if (!config.KONTENT_PREVIEW_API_KEY) throw previewNotConfigured();
        const archived = config.PREVIEW_EXCLUDE_ARCHIVED;
        const answer = await fetchKontent(archived ? withoutArchived(request) : request, deps, deadline, signal);
        return { ...(archived ? refuseArchivedItem(request, answer) : answer), cacheStatus: `${cacheName}; fwd=bypass` };
      }
      const key = await cacheKey(path, params, continuation);
      const now = deps.now();
      const readStarted = performance.now();
      const cached = await readEntry(env.CONTENT_CACHE, key, now, logged);
      const lookup = { source: cached?.from ?? ('none' as const), ms: performance.now() - readStarted };
      const entry = cached?.entry;
      if (cached?.from === 'memory') contentStats.memoryHits++;
      else if (cached?.from === 'kv') {
        contentStats.kvHits++;
        // Kept in the location too, so it outlives a KV outage here (decision 109): once per isolate and version.
        later(copyToEdge(key, cached.entry, times, now, logged));
      } else if (cached) contentStats.edgeHits++;
      else contentStats.misses++;
      const state = freshness(entry, now, times);
      switch (state.state) {
        case 'fresh':
          return answerOf(state.entry, `${cacheName}; hit; ttl=${state.ttlSeconds}`, lookup);
        case 'stale-while-revalidate':
          refresh(key, request);
          contentStats.staleServed++;
          return answerOf(state.entry, `${cacheName}; hit; ttl=${state.ttlSeconds}; fwd=stale; detail=stale-while-revalidate`, lookup);
        case 'stale-if-error':
        case 'missing':
          break;
        default:
          return state satisfies never;
      }
      // Only an entry past its stale-while-revalidate time is kept, to bridge a failing Kontent (stale-if-error).
      const bridge = state.state === 'stale-if-error' ? state : undefined;
      if (!entry && !inflight.has(key) && options.mayAskNew && !options.mayAskNew()) throw tooManyNewQueries();
      try {
        const filled = await bounded(key, fill(key, request), signal, bridge !== undefined);
        return answerOf(filled, `${cacheName}; fwd=${entry ? 'stale' : 'uri-miss'}; stored`, lookup);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        // Only a failing Kontent is bridged; its answers (404, 400) and a cancelled request are not failures.
        const failing = error.status >= 500 || error.status === 408 || error.status === 429;
        if (failing && bridge) {
          logger?.warn('Kontent failed: serving stale content', {
            key,
            status: error.status,
            ageSeconds: Math.round((now - bridge.entry.fetchedAt) / 1000),
          });
          contentStats.staleServed++;
          return answerOf(
            bridge.entry,
            `${cacheName}; hit; ttl=${bridge.ttlSeconds}; fwd=stale; fwd-status=${error.status}; detail=stale-if-error`,
            lookup,
          );
        }
        throw error;
      }
    },
    async pass(request, signal) {
      if (preview && !config.KONTENT_PREVIEW_API_KEY) throw previewNotConfigured();
      // Never cached, so each call is one to Kontent: it spends the visitor's budget like a new query (decision 112).
      if (options.mayAskNew && !options.mayAskNew()) throw tooManyNewQueries();
      const answer = await fetchKontent({ ...request, preview }, deps, deadline, signal);
      return { ...answer, cacheStatus: `${cacheName}; fwd=bypass` };
    },
  };
}
