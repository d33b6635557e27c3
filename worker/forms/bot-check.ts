import { z } from 'zod';
import type { AppConfig } from '../config';
import { upstreamFetch, emulatorHost, type UpstreamBindings } from '../content/upstream';
import { emulatorPrefix } from '../local/emulator-gateway';
import { describeError, type Logger } from '../log/logger';

/** product §7 bot check: what the worker concluded from a submission's reCAPTCHA v3 token. */
export type BotVerdict =
  | { readonly kind: 'off' }
  | { readonly kind: 'passed'; readonly score: number }
  | {
      readonly kind: 'failed';
      readonly reason: 'missing-token' | 'invalid-token' | 'wrong-action' | 'wrong-hostname' | 'stale-challenge';
    }
  | { readonly kind: 'low-score'; readonly score: number }
  /** siteverify could not be asked: the submission is refused as unavailable, not as a bot. */
  | { readonly kind: 'unavailable' };

/** Longest the worker waits for siteverify. */
export const botCheckTimeoutMs = 3000;

/**
 * How old a verified challenge may be (decision 107): Google's tokens live two minutes, and the page asks for one at
 * submit, so an older challenge is a token kept for later (farmed). A minute of clock skew is allowed either way.
 */
export const botChallengeMaxAgeSeconds = 120;
const clockSkewSeconds = 60;

/** Google's answer (developers.google.com/recaptcha/docs/v3, "Site Verify Response"). */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().min(0).max(1).optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  challenge_ts: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** True when the bot check is configured (a site key); without one forms rely on the rate limit alone. */
export const botCheckOn = (config: Pick<AppConfig, 'RECAPTCHA_SITE_KEY'>) => config.RECAPTCHA_SITE_KEY !== '';

/**
 * reCAPTCHA's two addresses from RECAPTCHA_URL: the script the browser loads (`?render=` the site key, as v3 wants)
 * and the verification the worker calls. A same-origin path (`/__emulator/recaptcha` locally) is the emulator: the
 * browser reaches it through the gateway, the worker through its binding's host.
 */
export function recaptchaAddresses(config: Pick<AppConfig, 'RECAPTCHA_URL' | 'RECAPTCHA_SITE_KEY' | 'BASE_PATH'>): {
  script: string;
  verify: string;
} {
  const base = config.RECAPTCHA_URL.replace(/\/+$/, '');
  const script = `${base.startsWith('/') ? config.BASE_PATH : ''}${base}/api.js?render=${encodeURIComponent(config.RECAPTCHA_SITE_KEY)}`;
  const verify = base.startsWith(`${emulatorPrefix}/`)
    ? `https://${emulatorHost}${base.slice(emulatorPrefix.length)}/api/siteverify`
    : `${base}/api/siteverify`;
  return { script, verify };
}

/** The origin reCAPTCHA's script and frames come from, for the page's CSP; none for a same-origin stand-in. */
export function recaptchaOrigins(config: Pick<AppConfig, 'RECAPTCHA_URL' | 'RECAPTCHA_SITE_KEY'>): string[] {
  if (!botCheckOn(config) || config.RECAPTCHA_URL.startsWith('/')) return [];
  const url = new URL(config.RECAPTCHA_URL);
  // Google's script loads its code from gstatic and its frame from www.google.com or recaptcha.net; the CSP
  // guidance of reCAPTCHA's FAQ names these.
  if (url.hostname === 'www.google.com' || url.hostname === 'www.recaptcha.net')
    return [`${url.origin}/recaptcha/`, 'https://www.gstatic.com/recaptcha/'];
  return [`${url.origin}/`];
}

/** What a token is verified for: the form's action, the site's host name, the client's address. */
export interface BotCheckSubject {
  /** The form's reCAPTCHA action (`botActions`). */
  readonly action: string;
  /** The host name the site was asked under: a token made on another site's page does not pass. */
  readonly hostname: string;
  /** `cf-connecting-ip`, passed to siteverify as `remoteip`. */
  readonly remoteIp: string | undefined;
}

/** The challenge's time when it is one, and no older than the limit nor later than the clock allows. */
function freshChallenge(challengeTs: string | undefined, now: number): boolean {
  const time = challengeTs === undefined ? Number.NaN : Date.parse(challengeTs);
  const age = (now - time) / 1000;
  return Number.isFinite(age) && age <= botChallengeMaxAgeSeconds && age >= -clockSkewSeconds;
}

/**
 * Verifies a submission's token with the secret key and compares the score with RECAPTCHA_MIN_SCORE, before the App
 * API is called. A verification passes only for the form's action (a token taken from another form of the site
 * fails), the site's own host name (one made on another site's page fails) and a challenge at most two minutes old
 * (decision 107): siteverify's `success` alone says only that Google issued the token.
 */
export async function verifyBotToken(
  env: UpstreamBindings,
  config: AppConfig,
  log: Logger,
  token: string | undefined,
  subject: BotCheckSubject,
  now: number = Date.now(),
): Promise<BotVerdict> {
  const { action, remoteIp } = subject;
  if (!botCheckOn(config)) return { kind: 'off' };
  if (!token) return { kind: 'failed', reason: 'missing-token' };
  // Google's tokens are about 2 KB; anything far larger is not one, and is not sent on.
  if (token.length > 4096) return { kind: 'failed', reason: 'invalid-token' };
  const body = new URLSearchParams({ secret: config.RECAPTCHA_SECRET_KEY, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
  let answer: z.infer<typeof siteverifyAnswer>;
  try {
    const signal = AbortSignal.timeout(botCheckTimeoutMs);
    const response = await Promise.race([
      upstreamFetch(env)(recaptchaAddresses(config).verify, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal,
      }),
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
    ]);
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    answer = siteverifyAnswer.parse(await response.json());
  } catch (error) {
    log.error('Bot check unavailable', describeError(error));
    return { kind: 'unavailable' };
  }
  if (!answer.success) {
    log.info('Bot check failed', { errorCodes: answer['error-codes']?.slice(0, 5) ?? [] });
    return { kind: 'failed', reason: 'invalid-token' };
  }
  const refused = (reason: 'wrong-action' | 'wrong-hostname' | 'stale-challenge'): BotVerdict => {
    log.info('Bot check failed', { reason });
    return { kind: 'failed', reason };
  };
  if (answer.action !== action) return refused('wrong-action');
  if (answer.hostname?.toLowerCase() !== subject.hostname.toLowerCase()) return refused('wrong-hostname');
  if (!freshChallenge(answer.challenge_ts, now)) return refused('stale-challenge');
  const score = answer.score ?? 0;
  if (score < config.RECAPTCHA_MIN_SCORE) {
    log.info('Bot check score below the threshold', { score, threshold: config.RECAPTCHA_MIN_SCORE });
    return { kind: 'low-score', score };
  }
  return { kind: 'passed', score };
}
