// Reads what a build for one Cloudflare environment will deploy, the way @cloudflare/vite-plugin reads it: wrangler's
// own config reader for `[env.NAME]`, then the plugin's `config` option merged over it as the plugin merges it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PluginConfig } from '@cloudflare/vite-plugin';
import { unstable_readConfig } from 'wrangler';
import type { DeployConfig, DeployTarget } from './problems.ts';

/** A var whose name says it holds a key or a secret; its local value is a demo value (worker/config/demo-values.ts). */
const keyOrSecret = /_(KEY|SECRET)$/;

export interface TargetOptions {
  /** The Vite root: relative config paths start there. */
  root: string;
  environment: string;
  /** The options given to cloudflare() in vite.config.ts. */
  plugin: PluginConfig;
}

export function readDeployTarget({ root, environment, plugin }: TargetOptions): DeployTarget {
  const configPath = entryConfigPath(root, plugin);
  const configFile = path.relative(root, configPath);
  // Warnings are wrangler's to print while it builds; here they would only repeat. Without an environment the
  // reader takes CLOUDFLARE_ENV, which a deploy build sets: '' names the top level itself.
  const read = (file: string, env = ''): DeployConfig => unstable_readConfig({ config: file, env }, { hideWarnings: true });
  const resolved = read(configPath, environment);
  const topLevel = read(configPath);
  const local = [{ file: configPath, config: topLevel }];
  for (const worker of plugin.auxiliaryWorkers ?? []) {
    if (worker.configPath) local.push({ file: path.resolve(root, worker.configPath), config: read(path.resolve(root, worker.configPath)) });
  }
  const demoValues = new Map<string, string>();
  for (const { file, config } of local) {
    for (const [name, value] of Object.entries(config.vars ?? {})) {
      if (keyOrSecret.test(name) && typeof value === 'string' && value !== '' && !demoValues.has(value)) {
        demoValues.set(value, `${path.relative(root, file)} [vars] ${name}`);
      }
    }
  }
  const definedEnvironments = (resolved.definedEnvironments as string[] | undefined) ?? [];
  // Every other section of the file: the top level (local) and the other environments, whose rate-limit
  // namespaces this environment must not count in.
  const rateLimitNamespacesElsewhere = new Map<string, string>();
  const others = [
    { where: 'the top level (local)', config: topLevel },
    ...definedEnvironments.filter((other) => other !== environment).map((other) => ({ where: `[env.${other}]`, config: read(configPath, other) })),
  ];
  for (const { where, config } of others) {
    for (const limiter of config.ratelimits ?? [])
      if (!rateLimitNamespacesElsewhere.has(limiter.namespace_id)) rateLimitNamespacesElsewhere.set(limiter.namespace_id, where);
  }
  return {
    environment,
    configFile,
    definedEnvironments,
    config: withOverrides(resolved, plugin.config),
    demoValues,
    localWorkers: local.slice(1).flatMap(({ config }) => (config.name ? [config.name] : [])),
    rateLimitNamespacesElsewhere,
  };
}

/** The entry worker's config file, chosen as the plugin chooses it. */
function entryConfigPath(root: string, plugin: PluginConfig): string {
  const requested = plugin.configPath ?? process.env.CLOUDFLARE_VITE_WRANGLER_CONFIG_PATH;
  if (requested) return path.resolve(root, requested);
  const found = ['wrangler.jsonc', 'wrangler.json', 'wrangler.toml'].map((name) => path.join(root, name)).find((file) => existsSync(file));
  if (!found) throw new Error(`No wrangler config in ${root}`);
  return found;
}

/**
 * The plugin's `config` option (an object, or a function of the file's config) over the file's config, merged the
 * way the plugin merges it (defu): its own values win, objects merge, arrays are joined with its items first.
 */
function withOverrides(config: DeployConfig, customizer: PluginConfig['config']): DeployConfig {
  const overrides = typeof customizer === 'function' ? customizer(config as Parameters<typeof customizer>[0]) : customizer;
  return overrides ? (merge(overrides, config) as DeployConfig) : config;
}

function merge(over: unknown, base: unknown): unknown {
  if (over === undefined || over === null) return base;
  if (Array.isArray(over) && Array.isArray(base)) return [...over, ...base];
  if (isRecord(over) && isRecord(base)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) merged[key] = merge(value, base[key]);
    return merged;
  }
  return over;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
