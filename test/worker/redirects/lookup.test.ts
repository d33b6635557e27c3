import { env } from 'cloudflare:workers';
import { reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kvBounds } from '../../../worker/content/kv-calls';
import type { Logger } from '../../../worker/log/logger';
import { forgetRedirectTable, lookupRedirect, redirectTableMemoryMs } from '../../../worker/redirects/lookup';
import { parseRuleFile, redirectTableKey } from '../../../worker/redirects/rules';
import { get } from '../helpers';

async function store(text: string) {
  const { rules } = parseRuleFile(text);
  await env.REDIRECTS.put(redirectTableKey, JSON.stringify({ version: 1, importedAt: new Date().toISOString(), rules }));
  forgetRedirectTable();
}

describe('redirect lookup (REDIRECTS KV)', () => {
  beforeEach(() => forgetRedirectTable());
  afterEach(async () => {
    forgetRedirectTable();
    await reset();
  });

  it('finds no rule while nothing is imported', async () => {
    expect(await lookupRedirect(env, '/anything')).toBeNull();
  });

  it('answers exact and prefix rules per locale, absolute targets as external', async () => {
    await store('/stare /novinky 302 cs\n/promo/* https://brand.example/* 307\n');
    expect(await lookupRedirect(env, '/cs/stare', '?x=1')).toEqual({ kind: 'internal', location: '/cs/novinky?x=1', status: 302 });
    expect(await lookupRedirect(env, '/stare')).toBeNull();
    expect(await lookupRedirect(env, '/promo/a')).toEqual({ kind: 'external', location: 'https://brand.example/a', status: 307 });
  });

  it('keeps the table in memory for a while, then reads the new one without a deploy', async () => {
    await store('/a /b\n');
    const start = Date.now();
    expect(await lookupRedirect(env, '/a', '', start)).toMatchObject({ location: '/b' });
    const { rules } = parseRuleFile('/a /c\n');
    await env.REDIRECTS.put(redirectTableKey, JSON.stringify({ version: 1, importedAt: '', rules }));
    expect(await lookupRedirect(env, '/a', '', start + 1)).toMatchObject({ location: '/b' });
    expect(await lookupRedirect(env, '/a', '', start + redirectTableMemoryMs + 1)).toMatchObject({ location: '/c' });
  });

  it('treats a broken table as no rules rather than failing pages', async () => {
    await env.REDIRECTS.put(redirectTableKey, '{"version":1,"rules":[{"from":"nope"}]}');
    expect(await lookupRedirect(env, '/a')).toBeNull();
  });
});

/**
 * The REDIRECTS namespace as a KV outage leaves it (decision 109): `answering` reads the real one, `failing` throws as
 * KV does, `hanging` never answers. Counts the reads that reached it.
 */
function outageNamespace() {
  const state = { mode: 'answering' as 'answering' | 'failing' | 'hanging', reads: 0 };
  const namespace = {
    async get(key: string, type: 'json') {
      state.reads++;
      if (state.mode === 'failing') throw new Error('KV GET failed: 503 Service Unavailable');
      if (state.mode === 'hanging') return await new Promise<never>(() => {});
      return env.REDIRECTS.get(key, type);
    },
  } as unknown as KVNamespace;
  return { state, env: { REDIRECTS: namespace } };
}

function recordingLog() {
  const warnings: string[] = [];
  const log: Logger = { debug() {}, info() {}, warn: (message) => void warnings.push(message), error: (message) => void warnings.push(message) };
  return { warnings, log };
}

describe('redirect lookup while KV fails (decision 109)', () => {
  beforeEach(() => forgetRedirectTable());
  afterEach(async () => {
    forgetRedirectTable();
    await reset();
  });

  it('answers within its bound when KV hangs, and asks KV again only after a rest', async () => {
    const kv = outageNamespace();
    kv.state.mode = 'hanging';
    const { warnings, log } = recordingLog();
    const started = Date.now();
    expect(await lookupRedirect(kv.env, '/a', '', started, log)).toBeNull();
    expect(Date.now() - started).toBeLessThan(kvBounds.readMs + 400);
    expect(warnings).toEqual(['Redirect table (KV) unavailable: answering the table last read, if any']);
    // Within the rest the isolate does not wait on KV again.
    expect(await lookupRedirect(kv.env, '/a', '', started + kvBounds.restMs - 1, log)).toBeNull();
    expect(kv.state.reads).toBe(1);
    kv.state.mode = 'answering';
    await store('/a /b\n');
    expect(await lookupRedirect(kv.env, '/a', '', Date.now() + kvBounds.restMs, log)).toMatchObject({ location: '/b' });
    expect(kv.state.reads).toBe(2);
  });

  it('keeps applying the table last read while KV fails, past its memory time', async () => {
    await store('/a /b\n');
    const kv = outageNamespace();
    const start = Date.now();
    expect(await lookupRedirect(kv.env, '/a', '', start)).toMatchObject({ location: '/b' });
    kv.state.mode = 'failing';
    const { warnings, log } = recordingLog();
    expect(await lookupRedirect(kv.env, '/a', '', start + redirectTableMemoryMs + 1, log)).toMatchObject({ location: '/b' });
    expect(await lookupRedirect(kv.env, '/a', '', start + redirectTableMemoryMs + kvBounds.restMs + 2, log)).toMatchObject({ location: '/b' });
    expect(kv.state.reads).toBe(3);
    expect(warnings).toHaveLength(2);
  });
});

describe('GET /api/redirects/lookup', () => {
  afterEach(async () => {
    forgetRedirectTable();
    await reset();
  });

  it('answers the rule for a path with its query', async () => {
    await store('/old /news 301\n');
    const response = await get('/api/redirects/lookup?path=%2Fold%3Fa%3D1', { accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=30');
    expect(await response.json()).toEqual({ redirect: { kind: 'internal', location: '/news?a=1', status: 301 } });
  });

  it('answers null when no rule applies', async () => {
    const response = await get('/api/redirects/lookup?path=/nothing-here');
    expect(await response.json()).toEqual({ redirect: null });
  });

  it.each([[''], ['?path='], ['?path=relative'], ['?path=//evil.example/x']])('rejects %s with a 400 naming the parameter', async (query) => {
    const response = await get(`/api/redirects/lookup${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ parameter: 'path' });
  });
});
