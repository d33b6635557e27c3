import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ConfigError, getConfig, parseConfig } from '../../../worker/config';
import { publicGuardConfig } from '../../../worker/guards/middleware';

describe('worker configuration', () => {
  it('parses the local defaults of wrangler.toml', () => {
    const config = getConfig(env);
    expect(config.ENVIRONMENT).toBe('local');
    expect(config.DEMO_MODE).toBe(false);
    expect(config.BASE_PATH).toBe('');
    // The two demo containers the emulator's tag-manager stand-in serves (decision 079).
    expect(config.GTM_CONTAINER_IDS).toEqual(['GTM-LOCAL01', 'GTM-LOCAL02']);
    expect(config.GTM_URL).toBe('/__emulator/tag-manager');
  });

  it('reads the tag manager settings: container ids, host (Google by default, without a trailing slash), connect hosts', () => {
    const { GTM_URL: _, GTM_CONNECT_SRC: __, SIGNED_IN_SCRIPT_URL: ___, ...rest } = { ...env };
    const defaults = parseConfig({ ...rest, GTM_CONTAINER_IDS: ' GTM-AB12CD3 , GTM-EF45GH6 ' });
    expect(defaults.GTM_CONTAINER_IDS).toEqual(['GTM-AB12CD3', 'GTM-EF45GH6']);
    expect(defaults.GTM_URL).toBe('https://www.googletagmanager.com');
    expect(defaults.GTM_CONNECT_SRC).toEqual([]);
    expect(defaults.SIGNED_IN_SCRIPT_URL).toBe('');
    const own = parseConfig({ ...env, GTM_URL: 'https://tags.retail.example/', GTM_CONNECT_SRC: 'https://*.google-analytics.com' });
    expect(own.GTM_URL).toBe('https://tags.retail.example');
    expect(own.GTM_CONNECT_SRC).toEqual(['https://*.google-analytics.com']);
  });

  it('names a malformed container id, tag manager host or connect host', () => {
    for (const [name, value] of [
      ['GTM_CONTAINER_IDS', 'GTM-AB12CD3,UA-1234-1'],
      ['GTM_URL', 'http://www.googletagmanager.com'],
      ['GTM_CONNECT_SRC', "https://ok.example,'unsafe-inline'"],
      ['SIGNED_IN_SCRIPT_URL', 'javascript:alert(1)'],
    ]) {
      expect(() => parseConfig({ ...env, [name as string]: value })).toThrow(new RegExp(`${name}`));
    }
  });

  it('the built-in consent dialog is on unless CONSENT_DIALOG is "off" (a brand with its own consent platform, decision 113)', () => {
    const { CONSENT_DIALOG: _, ...rest } = { ...env } as Record<string, unknown>;
    expect(parseConfig(rest).CONSENT_DIALOG).toBe('on');
    expect(publicGuardConfig(getConfig(env)).tracking?.consentDialog).toBe(true);
    expect(publicGuardConfig(parseConfig({ ...env, CONSENT_DIALOG: 'off' })).tracking?.consentDialog).toBe(false);
    expect(() => parseConfig({ ...env, CONSENT_DIALOG: 'no' })).toThrow(/CONSENT_DIALOG/);
  });

  it('is parsed once per env object', () => {
    expect(getConfig(env)).toBe(getConfig(env));
  });

  it('names a missing var', () => {
    const { APP_API_URL: _, ...rest } = { ...env };
    expect(() => parseConfig(rest)).toThrow(ConfigError);
    expect(() => parseConfig(rest)).toThrow(/APP_API_URL is missing/);
  });

  it('names every malformed var', () => {
    const broken = { ...env, DEMO_MODE: 'yes', BASE_PATH: 'retail/', LOG_LEVEL: 'loud' };
    let message = '';
    try {
      parseConfig(broken);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['DEMO_MODE', 'BASE_PATH', 'LOG_LEVEL']) expect(message).toContain(name);
  });
});
