import { z } from 'zod';
import type { AppConfig } from '../config';
import { upstreamFetch, emulatorHost, type UpstreamBindings } from '../content/upstream';
import { emulatorPrefix } from '../local/emulator-gateway';
import { describeError, type Logger } from '../log/logger';

/** product §7 bot check: what the worker concluded from a submission's reCAPTCHA v3 token. */
export type BotVerdict =
  | { readonly kind: 'off' }
  | { readonly kind: 'passed'; readonly score: number }
  | { readonly kind: 'failed'; readonly reason: 'missing-token' | 'invalid-token' | 'wrong-action' }
  | { readonly kind: 'low-score'; readonly score: number }
  /** siteverify could not be asked: the submission is refused as unavailable, not as a bot. */
  | { readonly kind: 'unavailable' };

/** Longest the worker waits for siteverify. */
export const botCheckTimeoutMs = 3000;

/** Google's answer (developers.google.com/recaptcha/docs/v3, "Site Verify Response"). */
const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().min(0).max(1).optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
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

/**
 * Verifies a submission's token with the secret key and compares the score with RECAPTCHA_MIN_SCORE, before the App
 * API is called. The token's action must be the form's (a token taken from another form of the site fails).
 */
export async function verifyBotToken(
  env: UpstreamBindings,
  config: AppConfig,
  log: Logger,
  token: string | undefined,
  action: string,
  remoteIp: string | undefined,
): Promise<BotVerdict> {
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
  if (answer.action !== undefined && answer.action !== action) return { kind: 'failed', reason: 'wrong-action' };
  const score = answer.score ?? 0;
  if (score < config.RECAPTCHA_MIN_SCORE) {
    log.info('Bot check score below the threshold', { score, threshold: config.RECAPTCHA_MIN_SCORE });
    return { kind: 'low-score', score };
  }
  return { kind: 'passed', score };
}
