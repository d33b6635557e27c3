import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../worker/config';
import { deployedEnv } from './deployed-env';

/** What a staging deploy carries before its secrets are set: its vars, no secrets. */
function stagingVars() {
  const {
    KONTENT_PREVIEW_API_KEY: _p,
    KONTENT_SECURE_API_KEY: _s,
    KONTENT_WEBHOOK_SECRET: _w,
    PREVIEW_ENTRY_SECRET: _e,
    SIGNING_KEY: _k,
    OAUTH_CLIENT_SECRET: _o,
    ...vars
  } = deployedEnv('staging');
  return vars;
}

describe('content service secrets', () => {
  it('fails in staging without its secrets, naming each and how to set it', () => {
    let message = '';
    try {
      parseConfig(stagingVars());
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['KONTENT_WEBHOOK_SECRET', 'SIGNING_KEY', 'OAUTH_CLIENT_SECRET']) {
      expect(message).toContain(`${name} is missing (a secret: npx wrangler secret put ${name} --env ENV)`);
    }
    // Secure access is required wherever the site is deployed (decision 111).
    expect(message).toContain('npx wrangler secret put KONTENT_SECURE_API_KEY --env staging');
    // A site may run without preview: neither its key nor its entry secret is required (decision 026).
    expect(message).not.toContain('KONTENT_PREVIEW_API_KEY');
    expect(message).not.toContain('PREVIEW_ENTRY_SECRET');
  });

  it('starts in staging once the secrets are set; the preview keys may stay unset', () => {
    const config = parseConfig({
      ...stagingVars(),
      KONTENT_SECURE_API_KEY: 's'.repeat(32),
      KONTENT_WEBHOOK_SECRET: 'w'.repeat(32),
      PREVIEW_ENTRY_SECRET: 'e'.repeat(32),
      SIGNING_KEY: 'k'.repeat(32),
      OAUTH_CLIENT_SECRET: 'o'.repeat(32),
    });
    expect(config.KONTENT_PREVIEW_API_KEY).toBe('');
    expect(config.CONTENT_STALE_DAYS).toBe(7);
  });

  it('refuses a short signing key', () => {
    expect(() => parseConfig({ ...env, SIGNING_KEY: 'short' })).toThrow(/SIGNING_KEY must be at least 16 characters/);
  });
});
