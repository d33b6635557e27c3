// The build-time half of deploy safety: everything wrong with the config of an environment about to be built for a
// deploy, as one list of messages. The rules on vars are the worker's own (worker/config/deploy-rules.ts).
import { deployedVarProblems, placeholder } from '../../worker/config/deploy-rules.ts';
import { secretNames } from '../../worker/config/schema.ts';

/** The part of a resolved wrangler config (or of the wrangler.json a build writes) that the check reads. */
export interface DeployConfig {
  name?: string | undefined;
  vars?: Record<string, unknown> | undefined;
  services?: ReadonlyArray<{ binding: string; service: string }> | undefined;
  ratelimits?: ReadonlyArray<{ name: string; namespace_id: string; simple?: unknown }> | undefined;
  [field: string]: unknown;
}

export interface DeployTarget {
  /** CLOUDFLARE_ENV: the [env.NAME] section being built. */
  environment: string;
  /** The config file, as the messages name it. */
  configFile: string;
  /** Environments the config file defines. */
  definedEnvironments: readonly string[];
  /** The config resolved for `environment`, with the Cloudflare plugin's overrides applied. */
  config: DeployConfig;
  /** Local demo value → where it is defined. */
  demoValues: ReadonlyMap<string, string>;
  /** Names of the local-only workers (the emulator): never a service binding of a deployed worker. */
  localWorkers: readonly string[];
  /**
   * Rate-limit namespace ids the file's other sections use (the top level, the other environments) → which: a
   * namespace is one count, so an environment sharing one shares its limits with another (decision 107).
   */
  rateLimitNamespacesElsewhere: ReadonlyMap<string, string>;
}

// Not deployed: paths on this machine, where a REPLACE_ME in a folder name would be no one's business.
const localFields = new Set(['configPath', 'userConfigPath', 'main', 'assets', 'build', 'dev', 'vars']);

export function deployProblems(target: DeployTarget): string[] {
  const { environment, config, configFile } = target;
  const section = `[env.${environment}]`;
  if (!target.definedEnvironments.includes(environment)) {
    // Wrangler would fall back to the top level, the local configuration with the emulator: never deploy that.
    return [`${configFile} has no ${section} section: CLOUDFLARE_ENV must name one of ${target.definedEnvironments.join(', ') || '(none)'}`];
  }
  const vars = config.vars ?? {};
  const problems: string[] = [];
  if (vars.ENVIRONMENT !== environment) {
    problems.push(
      `ENVIRONMENT is ${JSON.stringify(vars.ENVIRONMENT ?? null)} in the ${environment} build: set ENVIRONMENT = "${environment}" in [env.${environment}.vars]`,
    );
  }
  for (const name of Object.keys(vars)) {
    if (secretNames.includes(name)) {
      problems.push(
        `${name} is a secret written as a var in ${configFile}: remove it there and run npx wrangler secret put ${name} --env ${environment}`,
      );
    }
  }
  problems.push(...deployedVarProblems(vars, target.demoValues));
  for (const binding of config.services ?? []) {
    if (binding.binding === 'EMULATOR' || target.localWorkers.includes(binding.service)) {
      problems.push(`${binding.binding} binds the local emulator (service ${binding.service}): remove that [[env.${environment}.services]] binding`);
    }
  }
  for (const limiter of config.ratelimits ?? []) {
    const elsewhere = target.rateLimitNamespacesElsewhere.get(limiter.namespace_id);
    if (elsewhere) {
      problems.push(
        `ratelimits[${limiter.name}].namespace_id ${limiter.namespace_id} is also used by ${elsewhere}: give each environment namespaces of its own, or they share one count`,
      );
    }
  }
  // Wrangler serves a worker on *.workers.dev and on preview URLs unless told not to: addresses outside the zone's
  // own rules (decision 112).
  for (const field of ['workers_dev', 'preview_urls']) {
    if (config[field] !== false) {
      problems.push(
        `${field} is ${JSON.stringify(config[field] ?? null)}: set ${field} = false in ${section}, so the worker answers on its routes only`,
      );
    }
  }
  for (const field of placeholderFields(config)) problems.push(placeholderProblem(field, environment));
  return problems;
}

/** Where a deployed field still holds a placeholder, e.g. `kv_namespaces[CONTENT_CACHE].id`, `routes[0].pattern`. */
function placeholderFields(config: DeployConfig): string[] {
  const found: string[] = [];
  const visit = (value: unknown, at: string) => {
    if (typeof value === 'string') {
      if (value.includes(placeholder)) found.push(at);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${at}[${bindingName(item) ?? index}]`));
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) visit(child, at ? `${at}.${key}` : key);
    }
  };
  for (const [key, value] of Object.entries(config)) if (!localFields.has(key)) visit(value, key);
  return found;
}

function bindingName(item: unknown): string | undefined {
  return item && typeof item === 'object' && 'binding' in item && typeof item.binding === 'string' ? item.binding : undefined;
}

function placeholderProblem(field: string, environment: string): string {
  const kv = /^kv_namespaces\[([^\]]+)\]\.id$/.exec(field);
  if (kv)
    return `${field} is still a ${placeholder} placeholder: npx wrangler kv namespace create ${kv[1]} --env ${environment} prints the id to put there`;
  if (field.startsWith('route')) return `${field} is still a ${placeholder} placeholder: put the zone and host the site is served on`;
  return `${field} is still a ${placeholder} placeholder: fill in this environment's value`;
}

/**
 * What the build cannot check and the worker will (decision 111): the secrets, Kontent's secure access key first of
 * all, since without it the worker refuses to start and answers 503.
 */
export function secretsCheckedAtStart(environment: string): string {
  return `secrets are checked when the worker starts: without KONTENT_SECURE_API_KEY (Kontent's secure access, docs/operations.md "Before going live") it answers 503; set it with npx wrangler secret put KONTENT_SECURE_API_KEY --env ${environment}, and check /healthz after the deploy`;
}

/** The refusal: one message naming every problem, and where the fixes are explained. */
export function refusal(target: DeployTarget, problems: readonly string[]): string {
  return [
    `Refusing to build ${target.environment} for a deploy: ${target.configFile} ${`[env.${target.environment}]`} has ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
    ...problems.map((problem) => `  - ${problem}`),
    'Each is explained, with its fix, in docs/operations.md ("Deploying").',
  ].join('\n');
}
