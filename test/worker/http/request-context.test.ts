import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../../worker/index';

afterEach(() => vi.restoreAllMocks());

/** The JSON log lines written through console.error while `run` runs. */
async function errorLines(run: () => Promise<void>): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
  await run();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the request context (worker/http/request-context.ts)', () => {
  it('a bad config fails its first request with a clear message, logged and answered 503 with the request id', async () => {
    let response: Response | undefined;
    const logged = await errorLines(async () => {
      response = await app.fetch(new Request('https://retail.test/healthz'), { ...env, LOG_LEVEL: 'loud' }, createExecutionContext());
    });
    expect(response?.status).toBe(503);
    const id = response?.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response?.json()).toEqual({ error: 'Service Unavailable', requestId: id });
    const line = logged.find((entry) => entry.message === 'Unhandled error');
    expect(line).toMatchObject({ level: 'error', requestId: id, errorName: 'ConfigError' });
    expect(String(line?.error)).toMatch(/^Invalid worker configuration: LOG_LEVEL /);
  });

  it('a good config serves the same request', async () => {
    const response = await app.fetch(new Request('https://retail.test/healthz'), env, createExecutionContext());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });
});
