// What the build check reads: the checked-in configs through wrangler's reader, with vite.config.ts's overrides.
import { describe, expect, it } from 'vitest';
import { readDeployTarget } from './config.ts';
import { localDemoValues } from '../../worker/config/demo-values.ts';

const root = process.cwd();
const auxiliaryWorkers = [{ configPath: './emulator/wrangler.toml' }];

describe('the deploy target', () => {
  it("is the environment's section of wrangler.toml, with the local worker names to refuse", () => {
    const target = readDeployTarget({ root, environment: 'staging', plugin: { auxiliaryWorkers } });
    expect(target.configFile).toBe('wrangler.toml');
    expect(target.definedEnvironments).toEqual(['staging', 'production']);
    expect(target.config.name).toBe('retailer-experience-staging');
    expect(target.config.vars?.ENVIRONMENT).toBe('staging');
    // Not inherited from the top level: no demo secrets, no emulator.
    expect(target.config.vars).not.toHaveProperty('SIGNING_KEY');
    expect(target.config.services ?? []).toEqual([]);
    expect(target.localWorkers).toEqual(['retailer-experience-emulator']);
  });

  it("knows the rate-limit namespaces of the file's other environments", () => {
    const { rateLimitNamespacesElsewhere } = readDeployTarget({ root, environment: 'production', plugin: { auxiliaryWorkers } });
    expect(rateLimitNamespacesElsewhere.get('1001')).toBe('the top level (local)');
    expect(rateLimitNamespacesElsewhere.get('2085')).toBe('[env.staging]');
    expect([...rateLimitNamespacesElsewhere.keys()].filter((id) => id.startsWith('3'))).toEqual([]);
  });

  // A deploy build runs with CLOUDFLARE_ENV set, which wrangler's reader takes for any read that names no environment.
  it('reads the top level as the top level while CLOUDFLARE_ENV names the environment being built', () => {
    const before = process.env.CLOUDFLARE_ENV;
    process.env.CLOUDFLARE_ENV = 'staging';
    try {
      const target = readDeployTarget({ root, environment: 'staging', plugin: { auxiliaryWorkers } });
      expect(new Map([...target.demoValues].sort())).toEqual(new Map([...localDemoValues].sort()));
      expect(target.demoValues.has('REPLACE_ME-recaptcha-site-key')).toBe(false);
      expect(target.rateLimitNamespacesElsewhere.get('1001')).toBe('the top level (local)');
      expect(target.rateLimitNamespacesElsewhere.has('2001')).toBe(false);
    } finally {
      if (before === undefined) delete process.env.CLOUDFLARE_ENV;
      else process.env.CLOUDFLARE_ENV = before;
    }
  });

  it('finds exactly the demo values the worker refuses at run time (worker/config/demo-values.ts)', () => {
    const { demoValues } = readDeployTarget({ root, environment: 'production', plugin: { auxiliaryWorkers } });
    expect(new Map([...demoValues].sort())).toEqual(new Map([...localDemoValues].sort()));
  });

  it("applies the Cloudflare plugin's config option as the plugin does: `DEMO_MODE=true npm run build`", () => {
    const { config } = readDeployTarget({ root, environment: 'production', plugin: { auxiliaryWorkers, config: { vars: { DEMO_MODE: 'true' } } } });
    expect(config.vars?.DEMO_MODE).toBe('true');
    expect(config.vars?.ENVIRONMENT).toBe('production');
  });

  it('applies a config function to the resolved config', () => {
    const { config } = readDeployTarget({
      root,
      environment: 'staging',
      plugin: {
        auxiliaryWorkers,
        config: (resolved) => ({
          services: [{ binding: 'EMULATOR', service: 'retailer-experience-emulator' }],
          vars: { LOG_LEVEL: `${resolved.vars?.LOG_LEVEL}-and-more` },
        }),
      },
    });
    expect(config.services).toEqual([{ binding: 'EMULATOR', service: 'retailer-experience-emulator' }]);
    expect(config.vars?.LOG_LEVEL).toBe('info-and-more');
  });
});
