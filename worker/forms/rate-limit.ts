import type { FormKind } from '../../app/forms/submission';
import { rateLimitClient } from '../http/client-address';
import { describeError, type Logger } from '../log/logger';
import { isolateCounter, withinLimit, type RateRule } from '../security/rate-limit';

/** Seconds a refused visitor is told to wait: the bindings' period (wrangler.toml `[[ratelimits]]`). */
export const rateLimitRetryAfterSeconds = 60;

/**
 * The deployed limits (wrangler.toml's staging and production `[[ratelimits]]`, held together by
 * test/unit/wrangler.test.ts; the local ones are roomier for the test suites). Also what an isolate counts when a
 * binding fails (decision 107).
 */
export const formRateLimits = {
  /** FORMS_RATE_LIMIT, per form and client: a person sends a form or two a minute (decision 083). */
  perClient: { limit: 5, periodSeconds: 60 },
  /**
   * FORMS_SITE_RATE_LIMIT, per form across the site (per Cloudflare location): what reaches the App API however many
   * addresses send it. Far above the site's traffic, and low enough that a botnet cannot flood the App API.
   */
  perForm: { limit: 60, periodSeconds: 60 },
} as const satisfies Record<string, RateRule>;

/** The bindings the forms' limits use (both in every environment of wrangler.toml). */
export type FormLimiters = Partial<Pick<Env, 'FORMS_RATE_LIMIT' | 'FORMS_SITE_RATE_LIMIT'>>;

// The isolate's stand-ins for a failing binding. Per client: many keys, the oldest first out; per form: two keys.
const clientCounts = isolateCounter(formRateLimits.perClient, 10_000);
const formCounts = isolateCounter(formRateLimits.perForm, 10);

/** Forgets the isolate's counts (tests). */
export function forgetIsolateCounts(): void {
  clientCounts.forget();
  formCounts.forget();
}

const unavailable = (log: Logger, limiter: string) => (error: unknown) =>
  log.warn('Rate limiter unavailable: this isolate counts instead', { limiter, ...describeError(error) });

/**
 * Per-client limit on form submissions (decisions 083, 107), first of all: keyed by the form and the client (an
 * IPv4 address, an IPv6 /64: `rateLimitClient`), so one visitor's newsletter sign-ups do not use up their contact
 * messages and a host cannot take new addresses from its network to go on. Every attempt counts.
 */
export function withinClientLimit(limiters: FormLimiters, log: Logger, form: FormKind, client: string | undefined): Promise<boolean> {
  return withinLimit(limiters.FORMS_RATE_LIMIT, `${form}:${rateLimitClient(client)}`, clientCounts, unavailable(log, 'FORMS_RATE_LIMIT'));
}

/**
 * Per-form limit across the site (decision 107), asked for a submission about to be saved only (it passed the rules
 * and the bot check), so junk from many addresses cannot use up the allowance of people.
 */
export function withinFormLimit(limiters: FormLimiters, log: Logger, form: FormKind): Promise<boolean> {
  return withinLimit(limiters.FORMS_SITE_RATE_LIMIT, form, formCounts, unavailable(log, 'FORMS_SITE_RATE_LIMIT'));
}
