// What the reCAPTCHA stand-in answers, switchable like the fault switches: the score and verdict of the next
// verifications, and the tokens it issued (single use, as Google's are). In memory per isolate.
import { z } from 'zod';

export const recaptchaSettingsSchema = z.object({
  /** The score siteverify reports (reCAPTCHA v3: 0 a bot … 1 a person). */
  score: z.number().min(0).max(1).default(0.9),
  /** false: siteverify answers `success: false` with `errorCodes`, as for a forged or expired token. */
  success: z.boolean().default(true),
  errorCodes: z.array(z.string().max(60)).max(5).default(['invalid-input-response']),
});
export type RecaptchaSettings = z.infer<typeof recaptchaSettingsSchema>;

const defaults: RecaptchaSettings = recaptchaSettingsSchema.parse({});
let settings: RecaptchaSettings = defaults;

export const currentSettings = (): RecaptchaSettings => settings;
export const changeSettings = (next: RecaptchaSettings): RecaptchaSettings => (settings = next);
export const resetSettings = (): RecaptchaSettings => (settings = defaults);

interface IssuedToken {
  readonly action: string;
  readonly siteKey: string;
  readonly hostname: string;
  readonly issuedAt: number;
}

/** Tokens live two minutes and are good for one verification (Google: "timeout-or-duplicate" after that). */
export const tokenLifetimeMs = 120_000;
const maxTokens = 1000;
const tokens = new Map<string, IssuedToken>();

export function issueToken(siteKey: string, action: string, hostname: string): string {
  const token = `emulator-recaptcha.${crypto.randomUUID()}`;
  tokens.set(token, { siteKey, action, hostname, issuedAt: Date.now() });
  // Oldest first out: a long test run cannot grow the map without bound.
  while (tokens.size > maxTokens) tokens.delete(tokens.keys().next().value as string);
  return token;
}

/** The token's record, used up by this call; undefined when unknown, used or expired. */
export function takeToken(token: string): IssuedToken | 'expired' | undefined {
  const issued = tokens.get(token);
  if (!issued) return undefined;
  tokens.delete(token);
  return Date.now() - issued.issuedAt > tokenLifetimeMs ? 'expired' : issued;
}
