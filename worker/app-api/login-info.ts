import type { LoginInfo } from '../../app/guards/login-info';
import { loginInfoSchema } from './login-info-schema';
import type { AppConfig } from '../config';
import { describeError, type Logger } from '../log/logger';
import { appApiFetch } from './client';

export const loginInfoPath = '/api/v1/saml/login-info';

/**
 * product §7 login info, on the visitor's behalf: their cookies go along (the provider's session lives there). Any
 * failure is logged as 'Failed to fetch login info' and answers null: the visitor is treated as signed out.
 */
export async function fetchLoginInfo(
  env: Env,
  config: AppConfig,
  cookie: string | undefined,
  log: Logger,
  signal?: AbortSignal,
): Promise<LoginInfo | null> {
  try {
    const response = await appApiFetch(env, config, loginInfoPath, {
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
      signal,
    });
    if (!response.ok) {
      await response.body?.cancel();
      log.warn('Failed to fetch login info', { status: response.status });
      return null;
    }
    const parsed = loginInfoSchema.safeParse(await response.json());
    if (!parsed.success) {
      log.warn('Failed to fetch login info', { error: 'unexpected answer shape' });
      return null;
    }
    return parsed.data;
  } catch (error) {
    log.warn('Failed to fetch login info', describeError(error));
    return null;
  }
}
