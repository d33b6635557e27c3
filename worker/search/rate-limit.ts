import { rateLimitClient } from '../http/client-address';
import { describeError, type Logger } from '../log/logger';
import { isolateCounter, withinLimit } from '../security/rate-limit';

/**
 * SEARCH_RATE_LIMITER (wrangler.toml `[[ratelimits]]`, in every environment): each client may search this often
 * (decision 086). The search is anonymous (product §1), so the client is its address as Cloudflare saw it, an IPv6
 * one by its /64 (decision 107); behind one office's address its retailers share the allowance, which the limit
 * leaves room for. These are the figures wrangler.toml gives the binding (test/unit/wrangler.test.ts holds the two
 * together).
 */
export const searchRateLimit = { limit: 60, periodSeconds: 60 } as const;

/** The isolate's stand-in for a failing binding (decision 107). */
const isolateCounts = isolateCounter(searchRateLimit, 10_000);

/** Forgets the isolate's counts (tests). */
export const forgetSearchIsolateCounts = (): void => isolateCounts.forget();

/**
 * True when the client may search now. A limiter that cannot answer does not open the door: the isolate counts the
 * same limit itself, and the log says so (decision 107).
 */
export function withinSearchRate(limiter: RateLimit | undefined, log: Logger, client: string | undefined): Promise<boolean> {
  return withinLimit(limiter, `search:${rateLimitClient(client)}`, isolateCounts, (error) =>
    log.warn('Search rate limiter unavailable: this isolate counts instead', describeError(error)),
  );
}
