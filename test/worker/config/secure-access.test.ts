// Secure access is required outside the local environment (decision 111): the worker, which alone sees its secrets,
// refuses to start in staging or production without KONTENT_SECURE_API_KEY, and then serves nothing.
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, parseConfig } from '../../../worker/config';
import app from '../../../worker/index';
import { deployedEnv } from './deployed-env';

afterEach(() => vi.restoreAllMocks());

const withoutSecureKey = (environment: 'staging' | 'production', value?: string) => {
  const { KONTENT_SECURE_API_KEY: _key, ...vars } = deployedEnv(environment);
  return value === undefined ? vars : { ...vars, KONTENT_SECURE_API_KEY: value };
};

const howToTurnItOn = 'in Kontent turn on secure access (Environment settings → API keys → Delivery API: secure access)';

describe('a deployed worker needs Kontent secure access', () => {
  it.each([
    ['staging', undefined],
    ['production', undefined],
    ['production', ''],
    ['staging', '   '],
  ] as const)('%s with the key %j refuses to start, saying how to turn secure access on', (environment, value) => {
    let message = '';
    try {
      parseConfig(withoutSecureKey(environment, value));
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('KONTENT_SECURE_API_KEY is not set');
    expect(message).toContain(howToTurnItOn);
    expect(message).toContain(`npx wrangler secret put KONTENT_SECURE_API_KEY --env ${environment}`);
  });

  it('starts with the key', () => {
    expect(parseConfig(deployedEnv('production')).KONTENT_SECURE_API_KEY).toMatch(/\S/);
  });

  it('the local environment may run without it (the emulator has no secure access to switch on)', () => {
    const { KONTENT_SECURE_API_KEY: _key, ...local } = env as unknown as Record<string, unknown>;
    expect(parseConfig(local).KONTENT_SECURE_API_KEY).toBe('');
  });

  it('without it every request, the health check included, answers 503 and the log names the fix', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    for (const path of ['/healthz', '/login', '/api/search?q=retail&language=en']) {
      const response = await app.fetch(new Request(`https://retail.test${path}`), withoutSecureKey('production'), createExecutionContext());
      expect(response.status, path).toBe(503);
      expect(await response.json()).toEqual({ error: 'Service Unavailable', requestId: response.headers.get('x-request-id') });
    }
    expect(lines.join('\n')).toContain(howToTurnItOn);
  });
});
