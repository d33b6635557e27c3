/**
 * product §9 content-client retry policy: up to 5 attempts on 408, 429, 500, 502, 503, 504; delay 1000 ms doubling per
 * retry with 80–120 % jitter; a Retry-After header (seconds or an HTTP date) takes priority.
 */
export const retryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  statuses: new Set([408, 429, 500, 502, 503, 504]),
} as const;

export function isRetryableStatus(status: number): boolean {
  return retryPolicy.statuses.has(status);
}

// Read the same way by the browser's proxy client (app/browser/proxy-client.ts).
export { retryAfterMs } from '../../app/content/retry-after';

/** Delay before retry number `retry` (1 for the first retry). */
export function retryDelayMs(
  retry: number,
  retryAfter: number | undefined,
  random: () => number,
  baseDelayMs: number = retryPolicy.baseDelayMs,
): number {
  if (retryAfter !== undefined) return retryAfter;
  const jitter = 0.8 + random() * 0.4;
  return Math.round(baseDelayMs * 2 ** (retry - 1) * jitter);
}
