import { configSchema, secretNames, type AppConfig } from './schema';

export type { AppConfig } from './schema';

/** Thrown at start-up when a var is missing or malformed; the message names every offending var. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

let cached: { source: object; config: AppConfig } | undefined;

/**
 * Parses the worker's vars once per isolate (the env object is the same for every request of an isolate),
 * so a bad deployment fails loudly on its first request instead of misbehaving later.
 */
export function getConfig(env: object): AppConfig {
  if (cached?.source === env) return cached.config;
  const config = parseConfig(env);
  cached = { source: env, config };
  return config;
}

export function parseConfig(env: object): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) {
    // The emulator stands in for Kontent and the App API with demo keys: it must never serve real visitors.
    if (result.data.ENVIRONMENT !== 'local' && 'EMULATOR' in env && env.EMULATOR) {
      throw new ConfigError(`Invalid worker configuration: EMULATOR is bound in ${result.data.ENVIRONMENT}; it is for local use only`);
    }
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(root)';
    const reason = issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : issue.message;
    const hint = secretNames.includes(name) ? ` (a secret: npx wrangler secret put ${name} --env ENV)` : '';
    return `${name} ${reason}${hint}`;
  });
  throw new ConfigError(`Invalid worker configuration: ${problems.join('; ')}`);
}
