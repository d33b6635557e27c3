/**
 * SPEC §9 content-client retry policy: up to 5 attempts on 408, 429, 500, 502, 503, 504; delay 1000 ms doubling per
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

/** Milliseconds Retry-After asks for, or undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

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
