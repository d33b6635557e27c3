// What the build refuses for a staging or production deploy, rule by rule, on configs as wrangler resolves them.
// The refusal stopping a real build is in test/deploy/.
import { describe, expect, it } from 'vitest';
import { deployProblems, refusal, secretsCheckedAtStart, type DeployConfig, type DeployTarget } from './problems.ts';
import { localDemoValues } from '../../worker/config/demo-values.ts';

/** A production config ready to deploy, as [env.production] resolves once its placeholders are filled. */
function ready(): DeployConfig {
  return {
    name: 'retailer-experience',
    routes: [{ pattern: 'retail.example.com/*', zone_name: 'example.com' }],
    workers_dev: false,
    preview_urls: false,
    vars: {
      ENVIRONMENT: 'production',
      KONTENT_DELIVERY_URL: 'https://deliver.kontent.ai',
      KONTENT_PREVIEW_URL: 'https://preview-deliver.kontent.ai',
      BASE_PATH: '',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'info',
      KONTENT_ENVIRONMENT_ID: '8d3c2b1a-5e4f-4a6b-9c8d-7e6f5a4b3c2d',
      APP_API_URL: 'https://app-api.retail.example.com',
      GTM_CONTAINER_IDS: 'GTM-AB12CD3,GTM-EF45GH6',
      TRACKING_WITHOUT_CONTAINERS: 'false',
      RECAPTCHA_SITE_KEY: '6Lc3x0AqAAAAAN8dXh5w1KpA9zYbRv2mT4sQ7eFg',
      FORMS_WITHOUT_BOT_CHECK: 'false',
      SSO_PROVIDER_ORIGINS: 'https://sso.retail.example.com',
      SYNC_HOOK_URL: '',
      GTM_URL: 'https://www.googletagmanager.com',
      GTM_CONNECT_SRC: 'https://*.google-analytics.com,https://*.analytics.google.com,https://*.googletagmanager.com',
      SIGNED_IN_SCRIPT_URL: '',
      OAUTH_CLIENT_ID: 'retailer-experience-web',
    },
    kv_namespaces: [
      { binding: 'CONTENT_CACHE', id: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' },
      { binding: 'REDIRECTS', id: '1e2d3c4b5a69788796a5b4c3d2e1f00f' },
    ],
    services: [],
    ratelimits: [
      { name: 'FORMS_RATE_LIMIT', namespace_id: '3001', simple: { limit: 5, period: 60 } },
      { name: 'SEARCH_RATE_LIMITER', namespace_id: '3085', simple: { limit: 60, period: 60 } },
    ],
    configPath: '/work/REPLACE_ME/wrangler.toml',
  };
}

function target(change: (config: DeployConfig & { vars: Record<string, unknown> }) => void = () => {}): DeployTarget {
  const config = ready() as DeployConfig & { vars: Record<string, unknown> };
  change(config);
  return {
    environment: 'production',
    configFile: 'wrangler.toml',
    definedEnvironments: ['staging', 'production'],
    config,
    demoValues: localDemoValues,
    localWorkers: ['retailer-experience-emulator'],
    rateLimitNamespacesElsewhere: new Map([
      ['1001', 'the top level (local)'],
      ['1085', 'the top level (local)'],
      ['2001', '[env.staging]'],
    ]),
  };
}

describe('deploy safety at build time', () => {
  it('passes a config ready to deploy (a REPLACE_ME in a local path is no concern)', () => {
    expect(deployProblems(target())).toEqual([]);
  });

  it('refuses a worker reachable beside its routes: *.workers.dev or preview URLs not pinned off (decision 112)', () => {
    for (const field of ['workers_dev', 'preview_urls']) {
      for (const value of [undefined, true]) {
        expect(deployProblems(target((config) => (config[field] = value)))).toEqual([
          `${field} is ${JSON.stringify(value ?? null)}: set ${field} = false in [env.production], so the worker answers on its routes only`,
        ]);
      }
    }
  });

  it('refuses demo mode', () => {
    expect(deployProblems(target((config) => (config.vars.DEMO_MODE = 'true')))).toEqual([
      'DEMO_MODE is "true", which turns the sign-in check off: set it to "false"',
    ]);
  });

  it('refuses a demo value in any var, naming where it comes from', () => {
    expect(deployProblems(target((config) => (config.vars.RECAPTCHA_SITE_KEY = 'emulator-secure-api-key')))).toEqual([
      "RECAPTCHA_SITE_KEY has the local demo value of wrangler.toml [vars] KONTENT_SECURE_API_KEY: give it this environment's own value",
    ]);
  });

  it('refuses a secret written as a var, demo value or not', () => {
    const problems = deployProblems(
      target((config) => {
        config.vars.KONTENT_WEBHOOK_SECRET = 'emulator-webhook-secret';
        config.vars.SIGNING_KEY = 'a-real-looking-signing-key-0123456789';
      }),
    );
    expect(problems).toEqual([
      'KONTENT_WEBHOOK_SECRET is a secret written as a var in wrangler.toml: remove it there and run npx wrangler secret put KONTENT_WEBHOOK_SECRET --env production',
      'SIGNING_KEY is a secret written as a var in wrangler.toml: remove it there and run npx wrangler secret put SIGNING_KEY --env production',
      "KONTENT_WEBHOOK_SECRET has the local demo value of wrangler.toml [vars] KONTENT_WEBHOOK_SECRET: give it this environment's own value",
    ]);
  });

  it.each([
    'KONTENT_DELIVERY_URL',
    'KONTENT_PREVIEW_URL',
    'APP_API_URL',
    'SYNC_HOOK_URL',
    'SSO_PROVIDER_ORIGINS',
    'GTM_URL',
    'GTM_CONNECT_SRC',
    'SIGNED_IN_SCRIPT_URL',
  ])('refuses a plain http upstream: %s', (name) => {
    expect(deployProblems(target((config) => (config.vars[name] = 'http://upstream.example.com')))).toEqual([
      `${name} uses plain http (http://upstream.example.com): use https://`,
    ]);
  });

  it("refuses the bot check's host over plain http or at the emulator (RECAPTCHA_URL)", () => {
    expect(deployProblems(target((config) => (config.vars.RECAPTCHA_URL = 'http://www.google.com/recaptcha')))).toEqual([
      'RECAPTCHA_URL uses plain http (http://www.google.com/recaptcha): use https://',
    ]);
    expect(deployProblems(target((config) => (config.vars.RECAPTCHA_URL = '/__emulator/recaptcha')))).toEqual([
      'RECAPTCHA_URL points at the local emulator (/__emulator/recaptcha): use the real service',
    ]);
  });

  it('refuses the emulator as an upstream: its host or its local path', () => {
    const problems = deployProblems(
      target((config) => {
        config.vars.KONTENT_DELIVERY_URL = 'https://emulator.local/kontent/delivery';
        config.vars.SSO_PROVIDER_ORIGINS = 'https://sso.retail.example.com,/__emulator/sign-in';
        config.vars.GTM_URL = '/__emulator/tag-manager';
        config.vars.SIGNED_IN_SCRIPT_URL = '/__emulator/tag-manager/signed-in.js';
      }),
    );
    expect(problems).toEqual([
      'KONTENT_DELIVERY_URL points at the local emulator (https://emulator.local/kontent/delivery): use the real service',
      'SSO_PROVIDER_ORIGINS points at the local emulator (/__emulator/sign-in): use the real service',
      'GTM_URL points at the local emulator (/__emulator/tag-manager): use the real service',
      'SIGNED_IN_SCRIPT_URL points at the local emulator (/__emulator/tag-manager/signed-in.js): use the real service',
    ]);
  });

  it('refuses the emulator bound, by binding name or by service', () => {
    const problems = deployProblems(
      target((config) => {
        config.services = [
          { binding: 'EMULATOR', service: 'retailer-experience-emulator' },
          { binding: 'CONTENT', service: 'retailer-experience-emulator' },
        ];
      }),
    );
    expect(problems).toEqual([
      'EMULATOR binds the local emulator (service retailer-experience-emulator): remove that [[env.production.services]] binding',
      'CONTENT binds the local emulator (service retailer-experience-emulator): remove that [[env.production.services]] binding',
    ]);
  });

  it('refuses REPLACE_ME anywhere deployed: vars, KV ids, routes', () => {
    const problems = deployProblems(
      target((config) => {
        config.vars.KONTENT_ENVIRONMENT_ID = 'REPLACE_ME-kontent-environment-id';
        config.kv_namespaces = [{ binding: 'CONTENT_CACHE', id: 'REPLACE_ME-production-content-cache-id' }];
        config.routes = [{ pattern: 'REPLACE_ME.example.com/*', zone_name: 'example.com' }];
      }),
    );
    expect(problems).toEqual([
      "KONTENT_ENVIRONMENT_ID is still a REPLACE_ME placeholder: fill in this environment's value",
      'routes[0].pattern is still a REPLACE_ME placeholder: put the zone and host the site is served on',
      'kv_namespaces[CONTENT_CACHE].id is still a REPLACE_ME placeholder: npx wrangler kv namespace create CONTENT_CACHE --env production prints the id to put there',
    ]);
  });

  // Decision 107: the bot check is on wherever the site is deployed, unless someone said so in so many words.
  it.each([
    ['empty', ''],
    ['missing', undefined],
  ])('refuses the bot check off (RECAPTCHA_SITE_KEY %s) without FORMS_WITHOUT_BOT_CHECK = "true"', (_, siteKey) => {
    const message =
      'RECAPTCHA_SITE_KEY is empty, which turns the bot check off: set the site key (and the secret RECAPTCHA_SECRET_KEY), or FORMS_WITHOUT_BOT_CHECK = "true" to deploy without it on purpose';
    expect(deployProblems(target((config) => (config.vars.RECAPTCHA_SITE_KEY = siteKey)))).toEqual([message]);
    const off = target((config) => {
      config.vars.RECAPTCHA_SITE_KEY = siteKey;
      config.vars.FORMS_WITHOUT_BOT_CHECK = 'true';
    });
    expect(deployProblems(off)).toEqual([]);
  });

  it('refuses the switch left on while a site key turns the bot check on', () => {
    expect(deployProblems(target((config) => (config.vars.FORMS_WITHOUT_BOT_CHECK = 'true')))).toEqual([
      'FORMS_WITHOUT_BOT_CHECK is "true" while RECAPTCHA_SITE_KEY is set: the bot check is on, remove the switch',
    ]);
  });

  // Go-live readiness (issue 28): a deployed site tracks through its containers unless someone said so in so many words.
  it.each([
    ['empty', ''],
    ['missing', undefined],
  ])('refuses no tag-manager containers (GTM_CONTAINER_IDS %s) without TRACKING_WITHOUT_CONTAINERS = "true"', (_, ids) => {
    const message =
      'GTM_CONTAINER_IDS is empty, so no page view or event reaches the tag manager: set the two container ids, or TRACKING_WITHOUT_CONTAINERS = "true" to deploy without tracking on purpose';
    expect(deployProblems(target((config) => (config.vars.GTM_CONTAINER_IDS = ids)))).toEqual([message]);
    const off = target((config) => {
      config.vars.GTM_CONTAINER_IDS = ids;
      config.vars.TRACKING_WITHOUT_CONTAINERS = 'true';
    });
    expect(deployProblems(off)).toEqual([]);
  });

  it('names each missing protection: the containers and the bot check together', () => {
    const bare = target((config) => {
      config.vars.GTM_CONTAINER_IDS = ' ';
      config.vars.RECAPTCHA_SITE_KEY = '';
    });
    expect(deployProblems(bare)).toEqual([
      'RECAPTCHA_SITE_KEY is empty, which turns the bot check off: set the site key (and the secret RECAPTCHA_SECRET_KEY), or FORMS_WITHOUT_BOT_CHECK = "true" to deploy without it on purpose',
      'GTM_CONTAINER_IDS is empty, so no page view or event reaches the tag manager: set the two container ids, or TRACKING_WITHOUT_CONTAINERS = "true" to deploy without tracking on purpose',
    ]);
  });

  it('refuses the tracking switch left on while containers are set', () => {
    expect(deployProblems(target((config) => (config.vars.TRACKING_WITHOUT_CONTAINERS = 'true')))).toEqual([
      'TRACKING_WITHOUT_CONTAINERS is "true" while GTM_CONTAINER_IDS is set: the containers load, remove the switch',
    ]);
  });

  it('refuses a rate-limit namespace another environment of the file counts in', () => {
    const problems = deployProblems(
      target((config) => {
        config.ratelimits = [
          { name: 'FORMS_RATE_LIMIT', namespace_id: '2001', simple: { limit: 5, period: 60 } },
          { name: 'SEARCH_RATE_LIMITER', namespace_id: '1085', simple: { limit: 60, period: 60 } },
        ];
      }),
    );
    expect(problems).toEqual([
      'ratelimits[FORMS_RATE_LIMIT].namespace_id 2001 is also used by [env.staging]: give each environment namespaces of its own, or they share one count',
      'ratelimits[SEARCH_RATE_LIMITER].namespace_id 1085 is also used by the top level (local): give each environment namespaces of its own, or they share one count',
    ]);
  });

  it('refuses an ENVIRONMENT other than the environment built', () => {
    expect(deployProblems(target((config) => (config.vars.ENVIRONMENT = 'staging')))).toEqual([
      'ENVIRONMENT is "staging" in the production build: set ENVIRONMENT = "production" in [env.production.vars]',
    ]);
  });

  it('refuses an environment the config does not define (wrangler would build the local top level)', () => {
    expect(deployProblems({ ...target(), environment: 'prod' })).toEqual([
      'wrangler.toml has no [env.prod] section: CLOUDFLARE_ENV must name one of staging, production',
    ]);
  });

  it('names every problem in one refusal', () => {
    const broken = target((config) => {
      config.vars.DEMO_MODE = 'true';
      config.vars.APP_API_URL = 'http://app-api.retail.example.com';
      config.services = [{ binding: 'EMULATOR', service: 'retailer-experience-emulator' }];
      config.vars.OAUTH_CLIENT_ID = 'REPLACE_ME-oauth-client-id';
    });
    const message = refusal(broken, deployProblems(broken));
    expect(message.split('\n')).toEqual([
      'Refusing to build production for a deploy: wrangler.toml [env.production] has 4 problems.',
      '  - DEMO_MODE is "true", which turns the sign-in check off: set it to "false"',
      "  - OAUTH_CLIENT_ID is still a REPLACE_ME placeholder: fill in this environment's value",
      '  - APP_API_URL uses plain http (http://app-api.retail.example.com): use https://',
      '  - EMULATOR binds the local emulator (service retailer-experience-emulator): remove that [[env.production.services]] binding',
      'Each is explained, with its fix, in docs/operations.md ("Deploying").',
    ]);
  });
});

describe('what a build leaves to the worker (decision 111)', () => {
  it("names Kontent's secure access key, which the worker requires at start, and how to set it", () => {
    const note = secretsCheckedAtStart('production');
    expect(note).toContain('KONTENT_SECURE_API_KEY');
    expect(note).toContain('npx wrangler secret put KONTENT_SECURE_API_KEY --env production');
    expect(note).toContain('/healthz');
  });
});
