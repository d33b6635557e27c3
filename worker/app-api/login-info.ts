import type { LoginOutage, VisitorUser } from '../../app/guards/visitor';
import type { AppConfig } from '../config';
import { describeError, type Logger } from '../log/logger';
import { AppApiError, appApiFetch } from './client';
import { loginInfoSchema } from './login-info-schema';

export const loginInfoPath = '/api/v1/saml/login-info';

/** What the App API's login info says about the visitor: an answer (signed in, signed out) or none (an outage). */
export type LoginAnswer =
  | { readonly kind: 'signed-in'; readonly user: VisitorUser }
  | { readonly kind: 'signed-out'; readonly loginUrl: string | null }
  | { readonly kind: 'unavailable'; readonly outage: LoginOutage };

/**
 * product §7 login info, on the visitor's behalf: their cookies go along (the provider's session lives there). What
 * each outcome means, in one table (decision 106):
 *
 * | the call's outcome                                        | answer                                  |
 * |-----------------------------------------------------------|-----------------------------------------|
 * | 2xx of the contract's shape, `isLoggedIn` and a user      | signed-in                               |
 * | 2xx of the contract's shape, otherwise                    | signed-out, with its `loginUrl`         |
 * | 4xx (400, 401, 403, …: refused, after product §9's retry) | signed-out, without a `loginUrl`        |
 * | 5xx, or any other status                                  | unavailable: `status`                   |
 * | 2xx that is not JSON, or not of the contract's shape      | unavailable: `malformed`                |
 * | no answer / none within the deadline (1.5 s per attempt)  | unavailable: `network` / `timeout`      |
 *
 * Only `unavailable` lets a visitor session stand in (worker/session/visitor.ts). Failures and refusals are logged as
 * 'Failed to fetch login info' (product §8), at warn.
 */
export async function fetchLoginInfo(
  env: Env,
  config: AppConfig,
  cookie: string | undefined,
  log: Logger,
  signal?: AbortSignal,
): Promise<LoginAnswer> {
  let response: Response;
  try {
    response = await appApiFetch(env, config, loginInfoPath, { headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) }, signal });
  } catch (error) {
    const outage: LoginOutage = error instanceof AppApiError && error.timedOut ? { reason: 'timeout' } : { reason: 'network' };
    log.warn('Failed to fetch login info', { outcome: 'unavailable', ...outage, ...describeError(error) });
    return { kind: 'unavailable', outage };
  }
  const answer = await answerOf(response);
  if (answer.kind === 'unavailable') log.warn('Failed to fetch login info', { outcome: 'unavailable', ...answer.outage });
  else if (!response.ok) log.warn('Failed to fetch login info', { outcome: 'signed-out', status: response.status });
  return answer;
}

async function answerOf(response: Response): Promise<LoginAnswer> {
  if (!response.ok) {
    await response.body?.cancel();
    if (response.status >= 400 && response.status < 500) return { kind: 'signed-out', loginUrl: null };
    return { kind: 'unavailable', outage: { reason: 'status', status: response.status } };
  }
  const parsed = loginInfoSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return { kind: 'unavailable', outage: { reason: 'malformed' } };
  const { saml, b2bUserInfo } = parsed.data;
  if (saml.isLoggedIn && b2bUserInfo) return { kind: 'signed-in', user: b2bUserInfo };
  return { kind: 'signed-out', loginUrl: saml.loginUrl ?? null };
}
