import { ContentError } from '../../app/content/client';
import type { AppConfig } from '../config';
import { readCapped } from './capped-body';
import { bodyTooLarge, contentTimeout, kontentError, malformedBody, requestAborted } from './errors';
import { isRetryableStatus, retryAfterMs, retryDelayMs, retryPolicy } from './retry';

/** One Delivery (or Preview) API request, already validated and in canonical form. */
export interface KontentRequest {
  method: 'GET' | 'POST';
  /** Path below the environment id: `/items`, `/items/{codename}`, `/sync/init`… */
  path: string;
  params: URLSearchParams;
  /** X-Continuation of items-feed and sync paging. */
  continuation?: string;
  preview: boolean;
}

export interface KontentAnswer {
  /** The body as Kontent sent it; it was parsed once to prove it is JSON. */
  body: string;
  json: unknown;
  continuation?: string;
  /** Kontent's `X-Stale-Content: 1`: its own CDN may not have the newest content yet. */
  staleContent: boolean;
}

/** What the fetch loop needs from the outside; tests replace the clock and the sleeping. */
export interface KontentFetchDeps {
  fetcher: typeof fetch;
  config: AppConfig;
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
  baseDelayMs: number;
  /** Told of every failed attempt, so a caller that stops waiting can still say why. */
  onAttemptError?: (error: ContentError) => void;
}

export const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(requestAborted());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(requestAborted());
      },
      { once: true },
    );
  });

export function kontentUrl(config: AppConfig, request: KontentRequest): string {
  const base = request.preview ? config.KONTENT_PREVIEW_URL : config.KONTENT_DELIVERY_URL;
  const query = request.params.toString();
  return `${base}/${config.KONTENT_ENVIRONMENT_ID}${request.path}${query ? `?${query}` : ''}`;
}

function headersFor(config: AppConfig, request: KontentRequest): Headers {
  const headers = new Headers({ accept: 'application/json' });
  const key = request.preview ? config.KONTENT_PREVIEW_API_KEY : config.KONTENT_SECURE_API_KEY;
  if (key) headers.set('authorization', `Bearer ${key}`);
  if (request.continuation) headers.set('x-continuation', request.continuation);
  if (request.method === 'POST') headers.set('content-type', 'application/json');
  return headers;
}

/**
 * Calls Kontent with the product §9 retry policy, never waiting past `deadline` (epoch ms): when the next retry could
 * not finish in time, the last error is thrown at once so the caller can serve stale content instead.
 * A cancelled `signal` ends everything with 'Request aborted' and no retry.
 */
export async function fetchKontent(request: KontentRequest, deps: KontentFetchDeps, deadline: number, signal?: AbortSignal): Promise<KontentAnswer> {
  const url = kontentUrl(deps.config, request);
  let lastError: ContentError | undefined;
  for (let attempt = 1; attempt <= retryPolicy.maxAttempts; attempt++) {
    if (signal?.aborted) throw requestAborted();
    const remaining = deadline - deps.now();
    if (remaining <= 0) throw lastError ?? contentTimeout();
    const attemptSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(remaining)]) : AbortSignal.timeout(remaining);
    let response: Response;
    let retryAfter: number | undefined;
    try {
      response = await deps.fetcher(url, {
        method: request.method,
        headers: headersFor(deps.config, request),
        ...(request.method === 'POST' ? { body: '' } : {}),
        signal: attemptSignal,
      });
      const text = await readCapped(response, response.ok ? maxAnswerBytes : maxErrorBytes);
      if (response.ok) {
        // Asking again would bring the same oversized answer: a failure like a 502 (stale content is served), at once.
        if (text === undefined) throw bodyTooLarge(maxAnswerBytes);
        try {
          const json: unknown = JSON.parse(text);
          const continuation = response.headers.get('x-continuation') ?? undefined;
          return { body: text, json, staleContent: response.headers.get('x-stale-content') === '1', ...(continuation ? { continuation } : {}) };
        } catch {
          // A truncated or garbled body is a failed answer like a 502: retried, then served stale.
          lastError = malformedBody();
        }
      } else {
        lastError = kontentError(response.status, response.statusText, text ?? '');
        if (!isRetryableStatus(response.status)) throw lastError;
        retryAfter = retryAfterMs(response.headers.get('retry-after'), deps.now());
      }
    } catch (error) {
      if (signal?.aborted) throw requestAborted();
      if (error instanceof ContentError) throw error;
      // Our own deadline ran out mid-request: no time is left for another attempt.
      if (attemptSignal.aborted) throw lastError ?? contentTimeout();
      // A network failure reaching Kontent counts as a 502 and is retried.
      lastError = new ContentError(statusTextOf(502), 502);
    }
    if (lastError) deps.onAttemptError?.(lastError);
    if (attempt === retryPolicy.maxAttempts) break;
    const delay = retryDelayMs(attempt, retryAfter, deps.random, deps.baseDelayMs);
    if (deps.now() + delay >= deadline) break;
    await deps.sleep(delay, signal);
  }
  throw lastError ?? contentTimeout();
}

/**
 * The largest Kontent answer the worker reads (decision 066): far above the app's answers (tens of KB) and Kontent's
 * largest language variant (450 kB), far below the isolate's 128 MB. Error bodies are only read for their fields.
 */
export const maxAnswerBytes = 4 * 1024 * 1024;
const maxErrorBytes = 64 * 1024;

const statusTextOf = (status: number) => (status === 502 ? 'Bad Gateway' : `Status ${status}`);
