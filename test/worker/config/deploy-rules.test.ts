// The worker refuses to start in staging or production with what only belongs to a local run (decision 060); the
// build refuses the same earlier (test/unit/build/deploy-safety/, test/deploy/).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../worker/config';
import { deployedEnv } from './deployed-env';

/** parseConfig's message for `vars`, or '' when it starts. */
function refusal(vars: object): string {
  try {
    parseConfig(vars);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('a deployed worker (staging, production)', () => {
  it('starts with its own values', () => {
    expect(refusal(deployedEnv('staging'))).toBe('');
    expect(parseConfig(deployedEnv('production')).ENVIRONMENT).toBe('production');
  });

  it('refuses demo mode', () => {
    expect(refusal({ ...deployedEnv('production'), DEMO_MODE: 'true' })).toContain('DEMO_MODE is "true", which turns the sign-in check off');
  });

  it('refuses a local demo value in a secret, naming the secret and where the value comes from, never the value', () => {
    const message = refusal({
      ...deployedEnv('staging'),
      SIGNING_KEY: 'local-signing-key-not-a-secret',
      KONTENT_WEBHOOK_SECRET: 'emulator-webhook-secret',
    });
    expect(message).toContain('SIGNING_KEY has the local demo value of wrangler.toml [vars] SIGNING_KEY');
    expect(message).toContain('KONTENT_WEBHOOK_SECRET has the local demo value of wrangler.toml [vars] KONTENT_WEBHOOK_SECRET');
    expect(message).not.toContain('local-signing-key-not-a-secret');
    expect(message).not.toContain('emulator-webhook-secret');
  });

  it("refuses the emulator's own keys too (emulator/wrangler.toml)", () => {
    expect(refusal({ ...deployedEnv('staging'), KONTENT_PREVIEW_API_KEY: 'emulator-management-api-key' })).toContain(
      'KONTENT_PREVIEW_API_KEY has the local demo value of emulator/wrangler.toml [vars] MANAGEMENT_API_KEY',
    );
  });

  it.each([
    ['KONTENT_DELIVERY_URL', 'http://deliver.kontent.ai'],
    ['KONTENT_PREVIEW_URL', 'http://preview-deliver.kontent.ai'],
    ['APP_API_URL', 'http://app-api.retail.example.com'],
    ['SYNC_HOOK_URL', 'http://sso.retail.example.com/sync-hook.js'],
    ['SSO_PROVIDER_ORIGINS', 'https://sso.retail.example.com, http://old-sso.retail.example.com'],
    ['GTM_URL', 'http://www.googletagmanager.com'],
    ['GTM_CONNECT_SRC', 'https://*.google-analytics.com, http://collect.retail.example.com'],
    ['SIGNED_IN_SCRIPT_URL', 'http://scripts.retail.example.com/signed-in.js'],
    ['RECAPTCHA_URL', 'http://www.google.com/recaptcha'],
  ])('refuses a plain http upstream: %s', (name, value) => {
    const entry = value.split(', ').at(-1)!;
    expect(refusal({ ...deployedEnv('production'), [name]: value })).toContain(`${name} uses plain http (${entry}): use https://`);
  });

  it.each([
    ['KONTENT_DELIVERY_URL', 'https://emulator.local/kontent/delivery'],
    ['APP_API_URL', 'https://emulator.local/app-api'],
    ['SSO_PROVIDER_ORIGINS', '/__emulator/sign-in'],
    ['SYNC_HOOK_URL', '/__emulator/sync-hook.js'],
    ['GTM_URL', '/__emulator/tag-manager'],
    ['SIGNED_IN_SCRIPT_URL', '/__emulator/tag-manager/signed-in.js'],
    ['RECAPTCHA_URL', '/__emulator/recaptcha'],
    ['RECAPTCHA_URL', 'https://emulator.local/recaptcha'],
  ])('refuses an upstream pointing at the emulator: %s', (name, value) => {
    expect(refusal({ ...deployedEnv('staging'), [name]: value })).toContain(`${name} points at the local emulator (${value})`);
  });

  it("refuses the bot check's local demo keys (wrangler.toml [vars])", () => {
    const message = refusal({
      ...deployedEnv('production'),
      RECAPTCHA_SITE_KEY: 'emulator-recaptcha-site-key',
      RECAPTCHA_SECRET_KEY: 'emulator-recaptcha-secret-key',
    });
    expect(message).toContain('RECAPTCHA_SITE_KEY has the local demo value of wrangler.toml [vars] RECAPTCHA_SITE_KEY');
    expect(message).toContain('RECAPTCHA_SECRET_KEY has the local demo value of wrangler.toml [vars] RECAPTCHA_SECRET_KEY');
  });

  it('names the missing bot-check secret when a site key is set, and needs none with the check switched off', () => {
    expect(refusal({ ...deployedEnv('staging'), RECAPTCHA_SECRET_KEY: undefined })).toContain(
      'RECAPTCHA_SECRET_KEY must be set (at least 16 characters) when RECAPTCHA_SITE_KEY is set (a secret: npx wrangler secret put RECAPTCHA_SECRET_KEY --env ENV)',
    );
    const off = { ...deployedEnv('staging'), RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET_KEY: undefined, FORMS_WITHOUT_BOT_CHECK: 'true' };
    expect(refusal(off)).toBe('');
  });

  // Decision 107: a deploy without the bot check must say so (FORMS_WITHOUT_BOT_CHECK), at build and at start.
  it('refuses to start with the bot check off unless FORMS_WITHOUT_BOT_CHECK = "true" says so', () => {
    expect(refusal({ ...deployedEnv('production'), RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET_KEY: undefined })).toBe(
      'Invalid worker configuration: RECAPTCHA_SITE_KEY is empty, which turns the bot check off: set the site key (and the secret RECAPTCHA_SECRET_KEY), or FORMS_WITHOUT_BOT_CHECK = "true" to deploy without it on purpose',
    );
    expect(refusal({ ...deployedEnv('production'), FORMS_WITHOUT_BOT_CHECK: 'true' })).toContain(
      'FORMS_WITHOUT_BOT_CHECK is "true" while RECAPTCHA_SITE_KEY is set',
    );
    expect(refusal({ ...deployedEnv('production'), FORMS_WITHOUT_BOT_CHECK: 'maybe' })).toContain('FORMS_WITHOUT_BOT_CHECK');
  });

  // Decision 115: a deploy without the tag manager's containers must say so (TRACKING_WITHOUT_CONTAINERS), at build and at start.
  it('refuses to start without tag-manager containers unless TRACKING_WITHOUT_CONTAINERS = "true" says so', () => {
    expect(refusal({ ...deployedEnv('production'), GTM_CONTAINER_IDS: '' })).toBe(
      'Invalid worker configuration: GTM_CONTAINER_IDS is empty, so no page view or event reaches the tag manager: set the two container ids, or TRACKING_WITHOUT_CONTAINERS = "true" to deploy without tracking on purpose',
    );
    expect(refusal({ ...deployedEnv('production'), GTM_CONTAINER_IDS: '', TRACKING_WITHOUT_CONTAINERS: 'true' })).toBe('');
    expect(refusal({ ...deployedEnv('staging'), TRACKING_WITHOUT_CONTAINERS: 'true' })).toContain(
      'TRACKING_WITHOUT_CONTAINERS is "true" while GTM_CONTAINER_IDS is set',
    );
    expect(refusal({ ...deployedEnv('staging'), TRACKING_WITHOUT_CONTAINERS: 'maybe' })).toContain('TRACKING_WITHOUT_CONTAINERS');
  });

  it('refuses REPLACE_ME placeholders left in vars', () => {
    const message = refusal({
      ...deployedEnv('production'),
      KONTENT_ENVIRONMENT_ID: 'REPLACE_ME-kontent-environment-id',
      OAUTH_CLIENT_ID: 'REPLACE_ME-oauth-client-id',
    });
    expect(message).toContain('KONTENT_ENVIRONMENT_ID is still a REPLACE_ME placeholder');
    expect(message).toContain('OAUTH_CLIENT_ID is still a REPLACE_ME placeholder');
  });

  it('refuses the emulator binding', () => {
    expect(refusal({ ...deployedEnv('staging'), EMULATOR: env.EMULATOR })).toBe(
      'Invalid worker configuration: EMULATOR is bound in staging; it is for local use only',
    );
  });

  it('names every problem in one message, config errors included', () => {
    const message = refusal({
      ...deployedEnv('production'),
      EMULATOR: env.EMULATOR,
      DEMO_MODE: 'true',
      APP_API_URL: 'http://emulator.local/app-api',
      OAUTH_CLIENT_SECRET: 'emulator-oauth-client-secret',
      LOG_LEVEL: 'loud',
    });
    for (const part of [
      'LOG_LEVEL',
      'EMULATOR is bound',
      'DEMO_MODE',
      'APP_API_URL uses plain http',
      'APP_API_URL points at the local emulator',
      'OAUTH_CLIENT_SECRET has the local demo value',
    ]) {
      expect(message).toContain(part);
    }
  });
});

describe('the local environment', () => {
  it('keeps its demo values, the emulator and demo mode', () => {
    expect(refusal({ ...env, DEMO_MODE: 'true' })).toBe('');
  });

  it('the test environment refuses only the emulator binding', () => {
    expect(refusal({ ...env, ENVIRONMENT: 'test' })).toBe('Invalid worker configuration: EMULATOR is bound in test; it is for local use only');
    const { EMULATOR: _emulator, ...unbound } = { ...env };
    // Demo values, the emulator's hosts and demo mode are what tests run on.
    expect(refusal({ ...unbound, ENVIRONMENT: 'test', DEMO_MODE: 'true' })).toBe('');
  });
});
