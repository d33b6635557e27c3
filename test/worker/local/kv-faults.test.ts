import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { getConfig, parseConfig } from '../../../worker/config';
import app from '../../../worker/index';
import { contentCacheFault, disarmKvFault, faultyKv, kvFault, localFaultsPath } from '../../../worker/local/kv-faults';
import { deployedEnv } from '../config/deployed-env';

afterEach(disarmKvFault);

const faults = (init: RequestInit = {}) => exports.default.fetch(new Request(`https://retail.test${localFaultsPath}`, init));
const arm = (body: unknown) => faults({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the content cache fault switch (decision 109)', () => {
  it('arms, lists and clears a fault locally, with the defaults filled in', async () => {
    const armed = await arm({ mode: 'timeout' });
    expect(armed.status).toBe(201);
    expect(await armed.json()).toEqual({ target: 'content-cache', mode: 'timeout', delayMs: 10_000, share: 1 });
    expect(await (await faults()).json()).toEqual({ faults: [{ target: 'content-cache', mode: 'timeout', delayMs: 10_000, share: 1 }] });
    expect(contentCacheFault(getConfig(env), env)).toMatchObject({ mode: 'timeout' });
    expect((await faults({ method: 'DELETE' })).status).toBe(204);
    expect(await (await faults()).json()).toEqual({ faults: [] });
    expect(contentCacheFault(getConfig(env), env)).toBeUndefined();
  });

  it('refuses a fault it does not know, naming the field', async () => {
    const refused = await arm({ mode: 'flaky', share: 2 });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { issues: string[] };
    expect(body.issues.join()).toMatch(/mode/);
    expect(body.issues.join()).toMatch(/share/);
  });

  it('is a 404 in staging and production, and an armed switch never reaches their binding', async () => {
    expect((await arm({ mode: 'error' })).status).toBe(201);
    for (const environment of ['staging', 'production'] as const) {
      const deployed = deployedEnv(environment);
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(`https://retail.test${localFaultsPath}`, { method: 'POST', body: '{"mode":"error"}' }),
        deployed,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
      expect(contentCacheFault(parseConfig(deployed), deployed)).toBeUndefined();
    }
  });
});

describe('a faulty KV namespace', () => {
  it('fails every call at once in error mode, as KV words it', async () => {
    const kv = faultyKv(env.CONTENT_CACHE, kvFault({ mode: 'error' }));
    await expect(kv.get('c:x')).rejects.toThrow('KV GET failed: 503 Service Unavailable');
    await expect(kv.getWithMetadata('c:x', 'text')).rejects.toThrow('KV GET failed');
    await expect(kv.put('c:x', 'v')).rejects.toThrow('KV PUT failed');
    await expect(kv.list({ prefix: 'p:' })).rejects.toThrow('KV LIST failed');
    await expect(kv.delete('c:x')).rejects.toThrow('KV DELETE failed');
    expect(await env.CONTENT_CACHE.get('c:x')).toBeNull();
  });

  it('holds a call, then fails it (timeout) or answers it (delay)', async () => {
    await env.CONTENT_CACHE.put('c:held', 'value');
    let started = Date.now();
    await expect(faultyKv(env.CONTENT_CACHE, kvFault({ mode: 'timeout', delayMs: 200 })).get('c:held')).rejects.toThrow('KV GET failed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    started = Date.now();
    expect(await faultyKv(env.CONTENT_CACHE, kvFault({ mode: 'delay', delayMs: 200 })).get('c:held')).toBe('value');
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('meets only its share of the calls', async () => {
    await env.CONTENT_CACHE.put('c:shared', 'value');
    const draws = [0.95, 0.1];
    const kv = faultyKv(env.CONTENT_CACHE, kvFault({ mode: 'error', share: 0.9 }), () => draws.shift() ?? 0);
    expect(await kv.get('c:shared')).toBe('value');
    await expect(kv.get('c:shared')).rejects.toThrow('KV GET failed');
  });
});
