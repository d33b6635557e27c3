import type { AppConfig } from '../config';
import type { Logger } from '../log/logger';
import { boundedMemo } from '../../app/memo/bounded-memo';
import { fetchLoginInfo, type LoginAnswer } from './login-info';

/**
 * product §7 login info is asked on every document request and every in-app navigation. A positive answer is kept in
 * the isolate briefly (docs/decisions/036): a page and the navigations right after it cost one App API call.
 * "Not signed in" and failures are never kept, so signing in takes effect at once.
 */
export const loginInfoTtlMs = 20_000;
/** Bounds the isolate's memory: the oldest entries go first. Keys are SHA-256 hex digests (64 characters). */
const entries = boundedMemo<DatedAnswer>(500, 64, { ttlMs: loginInfoTtlMs });

/**
 * An answer and when the App API was asked for it: a kept answer says who the visitor was then, not now, so a session
 * it confirms counts as verified at that time (decision 106).
 */
export interface DatedAnswer {
  readonly answer: LoginAnswer;
  /** Epoch ms. */
  readonly askedAt: number;
}

/**
 * The key: SHA-256 of the App API address and the whole Cookie header forwarded to it, i.e. of the exact input of
 * the call whose answer is kept. Only someone sending the same session cookie values gets the entry, and they
 * would get the same answer from the App API. Nothing the visitor sends is used as a key unhashed.
 */
async function keyOf(config: Pick<AppConfig, 'APP_API_URL'>, cookie: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${config.APP_API_URL}\n${cookie}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Login info for the visitor's cookies, dated: from the isolate's short-lived memory, else from the App API. */
export async function loginInfoFor(
  env: Env,
  config: AppConfig,
  cookie: string | undefined,
  log: Logger,
  signal?: AbortSignal,
  now: () => number = Date.now,
): Promise<DatedAnswer> {
  const askedAt = now();
  // Without cookies there is no session to remember.
  if (!cookie) return { answer: await fetchLoginInfo(env, config, cookie, log, signal), askedAt };
  const key = await keyOf(config, cookie);
  const kept = entries.get(key, askedAt);
  if (kept) return kept;
  const dated = { answer: await fetchLoginInfo(env, config, cookie, log, signal), askedAt };
  if (dated.answer.kind === 'signed-in') entries.remember(key, dated, askedAt);
  return dated;
}

/** Drops what is kept for these cookies (a sign-out seen by the worker); without cookies, everything (tests). */
export async function forgetLoginInfo(config?: Pick<AppConfig, 'APP_API_URL'>, cookie?: string): Promise<void> {
  if (config && cookie) entries.forget(await keyOf(config, cookie));
  else entries.forget();
}
