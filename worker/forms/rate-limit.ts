import type { Context } from 'hono';
import type { FormKind } from '../../app/forms/submission';
import { describeError } from '../log/logger';

/** Seconds a refused visitor is told to wait: the binding's period (wrangler.toml `[[ratelimits]]`). */
export const rateLimitRetryAfterSeconds = 60;

/**
 * Per-client limit on form submissions (decision 083), with the platform's rate-limiting binding
 * (`FORMS_RATE_LIMIT`): keyed by the visitor's address and the form, so one visitor's newsletter sign-ups do not use
 * up their contact messages. Cloudflare sets `cf-connecting-ip` on every request. The binding's counters are
 * per location and eventually consistent: a bound on abuse, not an exact count. Should the binding fail, the
 * submission goes on (the bot check still applies) rather than refusing everyone.
 */
export async function withinRateLimit(c: Context<{ Bindings: Env }>, form: FormKind): Promise<boolean> {
  const limiter = c.env.FORMS_RATE_LIMIT as RateLimit | undefined;
  if (!limiter) return true;
  const client = c.req.header('cf-connecting-ip') ?? 'unknown';
  try {
    return (await limiter.limit({ key: `${form}:${client}` })).success;
  } catch (error) {
    c.get('log').warn('Rate limiter unavailable: submission let through', describeError(error));
    return true;
  }
}
