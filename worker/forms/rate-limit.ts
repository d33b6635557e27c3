import type { FormKind } from '../../app/forms/submission';
import { describeError, type Logger } from '../log/logger';

/** Seconds a refused visitor is told to wait: the binding's period (wrangler.toml `[[ratelimits]]`). */
export const rateLimitRetryAfterSeconds = 60;

/** The bindings the forms' limit uses. */
export type FormLimiters = Partial<Pick<Env, 'FORMS_RATE_LIMIT'>>;

/**
 * Per-client limit on form submissions (decision 083), with the platform's rate-limiting binding
 * (`FORMS_RATE_LIMIT`): keyed by the visitor's address and the form, so one visitor's newsletter sign-ups do not use
 * up their contact messages. The address is Cloudflare's `cf-connecting-ip`, read by the route. The binding's counters
 * are per location and eventually consistent: a bound on abuse, not an exact count. Should the binding fail, the
 * submission goes on (the bot check still applies) rather than refusing everyone.
 */
export async function withinRateLimit(limiters: FormLimiters, log: Logger, form: FormKind, client: string | undefined): Promise<boolean> {
  const limiter = limiters.FORMS_RATE_LIMIT;
  if (!limiter) return true;
  try {
    return (await limiter.limit({ key: `${form}:${client ?? 'unknown'}` })).success;
  } catch (error) {
    log.warn('Rate limiter unavailable: submission let through', describeError(error));
    return true;
  }
}
