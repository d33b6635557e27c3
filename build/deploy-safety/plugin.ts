// A build for a Cloudflare environment (CLOUDFLARE_ENV=staging|production, as scripts/deploy.mjs runs it) stops
// before anything is bundled when that environment's config is not fit to deploy (docs/decisions/060).
import type { PluginConfig } from '@cloudflare/vite-plugin';
import type { Plugin } from 'vite';
import { readDeployTarget } from './config.ts';
import { deployProblems, refusal, secretsCheckedAtStart } from './problems.ts';

/**
 * Stops the build. Vite prints the error's stack, which would only point into this file: the stack is the message
 * plus one line saying where the refusal comes from (a frame-shaped line, or Node prints the text in brackets).
 */
class DeployRefused extends Error {
  constructor(message: string) {
    super(message);
    this.stack = `${message}\n    at the deploy safety check (build/deploy-safety/plugin.ts)`;
  }
}
// On the prototype, not the instance, so Node's inspect does not print it after the message.
DeployRefused.prototype.name = 'DeployRefused';

/** `options` are the ones given to cloudflare(): the check reads the config exactly as the plugin will build it. */
export function deploySafety(options: PluginConfig): Plugin {
  let checked = false;
  return {
    name: 'retailer-experience:deploy-safety',
    apply: 'build',
    // One instance for the whole build, so the environments' own config resolutions do not repeat the check.
    sharedDuringBuild: true,
    // After the Cloudflare plugin's config hook, which loads CLOUDFLARE_* from .env files into process.env.
    configResolved(config) {
      const environment = process.env.CLOUDFLARE_ENV;
      // Local builds (no CLOUDFLARE_ENV) are for preview and tests; each environment's build resolves this once.
      if (!environment || checked) return;
      checked = true;
      const target = readDeployTarget({ root: config.root, environment, plugin: options });
      const problems = deployProblems(target);
      if (problems.length > 0) throw new DeployRefused(refusal(target, problems));
      config.logger.info(`deploy safety: ${target.configFile} [env.${environment}] is fit to deploy`);
      // Secrets are no build's to see: the worker checks them when it starts, Kontent's secure access key among them.
      config.logger.info(`deploy safety: ${secretsCheckedAtStart(environment)}`);
    },
  };
}
