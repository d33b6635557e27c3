import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ConfigError, getConfig, parseConfig } from '../../../worker/config';

describe('worker configuration', () => {
  it('parses the local defaults of wrangler.toml', () => {
    const config = getConfig(env);
    expect(config.ENVIRONMENT).toBe('local');
    expect(config.DEMO_MODE).toBe(false);
    expect(config.BASE_PATH).toBe('');
    expect(config.GTM_CONTAINER_IDS).toEqual([]);
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
