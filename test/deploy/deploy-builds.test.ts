// The deploy commands' first step for real: `vite build` with CLOUDFLARE_ENV (scripts/deploy.mjs), then
// `wrangler deploy --dry-run` of what it wrote, offline. Refused builds must stop before anything is bundled; the
// two builds that pass go to .tmp/deploy-check/, never to the dist/ that preview and Playwright serve.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDeployTarget } from '../../build/deploy-safety/config.ts';
import { deployProblems, type DeployConfig } from '../../build/deploy-safety/problems.ts';
import { writeFilledConfig } from './filled-config.ts';

const root = process.cwd();
const work = path.join(root, '.tmp/deploy-check');
const filledConfig = path.join(work, 'wrangler.json');
// Every build rewrites the deploy redirect (the last build's wrangler.json) that `npm run preview` reads: put back.
const deployRedirect = path.join(root, '.wrangler/deploy/config.json');
let savedRedirect: string | undefined;

interface Run {
  status: number | null;
  output: string;
  seconds: number;
}

/** What a caller's shell may set that would change which config a build reads: never passed on. */
const deploySwitches = new Set(['CLOUDFLARE_ENV', 'CLOUDFLARE_VITE_WRANGLER_CONFIG_PATH', 'DEMO_MODE']);

/** Runs a command of node_modules/.bin with the given environment, none of the caller's deploy switches leaking in. */
function run(command: string, args: string[], env: Record<string, string> = {}): Run {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !deploySwitches.has(name)));
  const started = performance.now();
  // The cast: worker/env.d.ts types process.env as the worker's vars (wrangler types), which a Node process lacks.
  const childEnv = { ...inherited, ...env, NO_COLOR: '1' } as unknown as NodeJS.ProcessEnv;
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: childEnv });
  // Colours stripped, should a tool ignore NO_COLOR.
  const output = `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  return { status: result.status, output, seconds: (performance.now() - started) / 1000 };
}

const build = (outDir: string, env: Record<string, string>) => run('vite', ['build', '--outDir', path.relative(root, outDir)], env);

/** The refusal's problem lines, without wrangler's warnings around them. */
const refusalLines = (output: string) => output.split('\n').filter((line) => line.startsWith('  - '));

beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  savedRedirect = existsSync(deployRedirect) ? readFileSync(deployRedirect, 'utf8') : undefined;
});

afterAll(() => {
  if (savedRedirect === undefined) rmSync(deployRedirect, { force: true });
  else writeFileSync(deployRedirect, savedRedirect);
});

describe.each(['staging', 'production'])('the %s build', (environment) => {
  it('refuses the checked-in wrangler.toml, naming every placeholder, before bundling anything', () => {
    const outDir = path.join(work, `refused-${environment}`);
    const result = build(outDir, { CLOUDFLARE_ENV: environment });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(`Refusing to build ${environment} for a deploy: wrangler.toml [env.${environment}] has 11 problems.`);
    expect(refusalLines(result.output)).toEqual([
      '  - GTM_CONTAINER_IDS is empty, so no page view or event reaches the tag manager: set the two container ids, or TRACKING_WITHOUT_CONTAINERS = "true" to deploy without tracking on purpose',
      `  - KONTENT_ENVIRONMENT_ID is still a REPLACE_ME placeholder: fill in this environment's value`,
      `  - APP_API_URL is still a REPLACE_ME placeholder: fill in this environment's value`,
      `  - RECAPTCHA_SITE_KEY is still a REPLACE_ME placeholder: fill in this environment's value`,
      `  - SSO_PROVIDER_ORIGINS is still a REPLACE_ME placeholder: fill in this environment's value`,
      `  - OAUTH_CLIENT_ID is still a REPLACE_ME placeholder: fill in this environment's value`,
      '  - routes[0].pattern is still a REPLACE_ME placeholder: put the zone and host the site is served on',
      '  - routes[0].zone_name is still a REPLACE_ME placeholder: put the zone and host the site is served on',
      `  - kv_namespaces[CONTENT_CACHE].id is still a REPLACE_ME placeholder: npx wrangler kv namespace create CONTENT_CACHE --env ${environment} prints the id to put there`,
      `  - kv_namespaces[REDIRECTS].id is still a REPLACE_ME placeholder: npx wrangler kv namespace create REDIRECTS --env ${environment} prints the id to put there`,
      `  - kv_namespaces[FORM_STAMPS].id is still a REPLACE_ME placeholder: npx wrangler kv namespace create FORM_STAMPS --env ${environment} prints the id to put there`,
    ]);
    expect(existsSync(outDir)).toBe(false);
    console.info(`refused ${environment} in ${result.seconds.toFixed(1)} s`);
  });

  it('builds from the filled-in config, and wrangler deploy --dry-run accepts the build', () => {
    writeFilledConfig(root, filledConfig);
    const outDir = path.join(work, environment);
    const built = build(outDir, { CLOUDFLARE_ENV: environment, CLOUDFLARE_VITE_WRANGLER_CONFIG_PATH: filledConfig });
    expect(built.output).toContain(`deploy safety: ${path.relative(root, filledConfig)} [env.${environment}] is fit to deploy`);
    expect(built.status, built.output).toBe(0);

    // What the build wrote is what the check read (the plugin's and wrangler's readings agree), with nothing to refuse.
    const written = JSON.parse(readFileSync(path.join(outDir, 'ssr/wrangler.json'), 'utf8')) as DeployConfig;
    const checked = readDeployTarget({
      root,
      environment,
      plugin: { configPath: filledConfig, auxiliaryWorkers: [{ configPath: './emulator/wrangler.toml' }] },
    });
    for (const field of ['name', 'vars', 'kv_namespaces', 'routes', 'services']) expect(written[field], field).toEqual(checked.config[field]);
    expect(deployProblems({ ...checked, config: written })).toEqual([]);
    expect(written.name).toBe(environment === 'production' ? 'retailer-experience' : `retailer-experience-${environment}`);

    const dryRun = run('wrangler', ['deploy', '--dry-run', '--config', path.join(outDir, 'ssr/wrangler.json')]);
    expect(dryRun.status, dryRun.output).toBe(0);
    expect(dryRun.output).toContain('--dry-run: exiting now.');
    expect(dryRun.output).toMatch(/env\.CONTENT_CACHE \([0-9a-f]{32}\)\s+KV Namespace/);
    expect(dryRun.output).toContain(`env.ENVIRONMENT ("${environment}")`);
    // The client files deployed as static assets are this build's, not dist/'s.
    expect(dryRun.output).toContain(`from the assets directory ${path.join(outDir, 'client')}`);
    console.info(`built ${environment} in ${built.seconds.toFixed(1)} s, dry-run in ${dryRun.seconds.toFixed(1)} s`);
  });
});

it('a build names demo mode, the bot check off, a demo secret, a plain-http upstream, the emulator binding and a shared rate-limit namespace at once', () => {
  const config = writeFilledConfig(root, path.join(work, 'broken.json'), (raw) => {
    const production = (raw.env as Record<string, Record<string, unknown>>).production!;
    const vars = production.vars as Record<string, string>;
    vars.OAUTH_CLIENT_SECRET = 'emulator-oauth-client-secret';
    vars.APP_API_URL = 'http://app-api.retail.example.com';
    vars.RECAPTCHA_SITE_KEY = '';
    production.services = [{ binding: 'EMULATOR', service: 'retailer-experience-emulator' }];
    const limiters = production.ratelimits as Array<{ name: string; namespace_id: string }>;
    limiters.find((limiter) => limiter.name === 'FORMS_RATE_LIMIT')!.namespace_id = '2001';
  });
  const outDir = path.join(work, 'refused-broken');
  // DEMO_MODE comes in as `DEMO_MODE=true npm run build` brings it: through vite.config.ts, not the config file.
  const result = build(outDir, { CLOUDFLARE_ENV: 'production', CLOUDFLARE_VITE_WRANGLER_CONFIG_PATH: config, DEMO_MODE: 'true' });
  expect(result.status).not.toBe(0);
  expect(refusalLines(result.output)).toEqual([
    '  - OAUTH_CLIENT_SECRET is a secret written as a var in .tmp/deploy-check/broken.json: remove it there and run npx wrangler secret put OAUTH_CLIENT_SECRET --env production',
    '  - DEMO_MODE is "true", which turns the sign-in check off: set it to "false"',
    '  - RECAPTCHA_SITE_KEY is empty, which turns the bot check off: set the site key (and the secret RECAPTCHA_SECRET_KEY), or FORMS_WITHOUT_BOT_CHECK = "true" to deploy without it on purpose',
    "  - OAUTH_CLIENT_SECRET has the local demo value of .tmp/deploy-check/broken.json [vars] OAUTH_CLIENT_SECRET: give it this environment's own value",
    '  - APP_API_URL uses plain http (http://app-api.retail.example.com): use https://',
    '  - EMULATOR binds the local emulator (service retailer-experience-emulator): remove that [[env.production.services]] binding',
    '  - ratelimits[FORMS_RATE_LIMIT].namespace_id 2001 is also used by [env.staging]: give each environment namespaces of its own, or they share one count',
  ]);
  expect(existsSync(outDir)).toBe(false);
});
