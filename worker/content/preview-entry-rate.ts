import { rateLimitClient } from '../http/client-address';
import { describeError, type Logger } from '../log/logger';
import { isolateCounter, withinLimit } from '../security/rate-limit';
import { searchRateLimit } from '../search/rate-limit';

/**
 * Preview entries per client a minute (decision 112). They share SEARCH_RATE_LIMITER, under keys of their own
 * (`preview-entry:{client}`), so its figures: an editor opens a few previews a minute, offices share an address, and
 * a guesser gets 60 tries a minute at a secret of 16 or more characters (worker/config/schema.ts).
 */
export const previewEntryRateLimit = searchRateLimit;

/** The isolate's stand-in for a failing binding (decision 107). */
const isolateCounts = isolateCounter(previewEntryRateLimit, 10_000);

/** True when the client may try to enter preview now; a failing limiter does not open the door (decision 107). */
export function withinPreviewEntryRate(limiter: RateLimit | undefined, log: Logger, client: string | undefined): Promise<boolean> {
  return withinLimit(limiter, `preview-entry:${rateLimitClient(client)}`, isolateCounts, (error) =>
    log.warn('Preview entry rate limiter unavailable: this isolate counts instead', describeError(error)),
  );
}
