import { env } from 'cloudflare:workers';
import { reset } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
