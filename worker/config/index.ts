import { keptValue } from '../../app/memo/kept-value';
import { localDemoValues } from './demo-values';
import { deployedSecretProblems, deployedVarProblems } from './deploy-rules';
import { checkedConfigSchema, secretNames, type AppConfig } from './schema';

export type { AppConfig } from './schema';

/** Thrown at start-up when a var is missing or malformed; the message names every offending var. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The parsed config, for the env object it came from, for the isolate's life: time plays no part (now is 0). */
const parsed = keptValue<AppConfig, object>(Number.POSITIVE_INFINITY);

/**
 * Parses the worker's vars once per isolate (the env object is the same for every request of an isolate),
 * so a bad deployment fails loudly on its first request instead of misbehaving later. Requests read it from
 * `c.get('config')` (worker/http/request-context.ts).
 */
export function getConfig(env: object): AppConfig {
  return parsed.get(0, env) ?? parsed.keep(parseConfig(env), 0, env);
}

export function parseConfig(env: object): AppConfig {
  const result = checkedConfigSchema.safeParse(env);
  // Schema problems and environment refusals in one message, so one failed start names everything to fix.
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => {
        const name = issue.path.join('.') || '(root)';
        const reason = issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : issue.message;
        const hint = secretNames.includes(name) ? ` (a secret: npx wrangler secret put ${name} --env ENV)` : '';
        return `${name} ${reason}${hint}`;
      });
  problems.push(...environmentProblems(env));
  if (!result.success || problems.length > 0) throw new ConfigError(`Invalid worker configuration: ${problems.join('; ')}`);
  return result.data;
}

/**
 * Refusals outside the local environment. The build refuses the same for staging and production
 * (build/deploy-safety/); this repeats it for what a build cannot see (secrets) and for a deploy made without
 * that build.
 */
function environmentProblems(env: object): string[] {
  const vars = env as Readonly<Record<string, unknown>>;
  const environment = vars.ENVIRONMENT;
  // A missing or unknown ENVIRONMENT is the schema's to report.
  if (typeof environment !== 'string' || environment === 'local') return [];
  const problems: string[] = [];
  // The emulator stands in for Kontent and the App API with demo keys: it must never serve real visitors.
  if (vars.EMULATOR) problems.push(`EMULATOR is bound in ${environment}; it is for local use only`);
  if (environment === 'staging' || environment === 'production') {
    problems.push(...deployedVarProblems(vars, localDemoValues), ...deployedSecretProblems(vars, environment));
  }
  return problems;
}
