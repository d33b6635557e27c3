import type { AppConfig } from '../config';
import { upstreamFetch, type UpstreamBindings } from '../content/upstream';

/** product §9 generic client: a GET is retried once, on these statuses (and when no answer came at all). */
export const retriedStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** No App API call may hold a page longer than this per attempt (two attempts at most for a GET). */
export const appApiAttemptTimeoutMs = 1500;

export interface AppApiRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** An App API call that got no usable answer; `status` is 0 when none came back (network failure, timeout). */
export class AppApiError extends Error {
  override name = 'AppApiError';
  constructor(
    message: string,
    readonly status: number,
    /** No answer came within the deadline (each attempt's): a caller may say so, as a gateway timeout. */
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/**
 * One call to the App API at APP_API_URL (through the EMULATOR binding locally). Every attempt has a deadline; a
 * GET is retried once on the statuses above. Answers other than 2xx come back as they are for the caller to judge.
 */
export async function appApiFetch(
  env: UpstreamBindings,
  config: Pick<AppConfig, 'APP_API_URL'>,
  path: string,
  request: AppApiRequest = {},
): Promise<Response> {
  const url = `${config.APP_API_URL.replace(/\/+$/, '')}${path}`;
  const method = request.method ?? 'GET';
  const attempts = method === 'GET' ? 2 : 1;
  const fetcher = upstreamFetch(env);
  let failure: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const deadline = AbortSignal.timeout(request.timeoutMs ?? appApiAttemptTimeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
    try {
      // The race also bounds a fetcher that ignores the signal (a service binding may).
      const response = await Promise.race([
        fetcher(url, { method, headers: request.headers, body: request.body, signal }),
        new Promise<never>((_, reject) => {
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
      ]);
      if (attempt < attempts && retriedStatuses.has(response.status)) {
        await response.body?.cancel();
        continue;
      }
      return response;
    } catch (error) {
      // A cancelled visitor request is not retried (product §9).
      if (request.signal?.aborted) throw error;
      failure = error;
    }
  }
  const timedOut = failure instanceof Error && failure.name === 'TimeoutError';
  throw new AppApiError(`App API ${method} ${path} ${timedOut ? 'timed out' : 'failed'}`, 0, timedOut);
}
