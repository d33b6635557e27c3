import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../../app/content/client';
import { forgetMemory } from '../../../worker/content/cache';
import { headerNavigationQuery } from '../../../app/content/queries/navigation';
import { cacheKey } from '../../../worker/content/cache-key';
import { ENVIRONMENT_ID } from '../../../emulator/constants';
import { armFault, cleanUp, harness, newsQuery } from './support';

afterEach(cleanUp);

const itemsOf = (json: unknown) => (json as { items: Array<{ system: { codename: string } }> }).items;

describe('content service cache', () => {
  it('misses, stores in KV under the canonical key, then hits without calling Kontent', async () => {
    const { calls, service, settle } = harness();
    const first = await service().get('/items', newsQuery());
    expect(first.cacheStatus).toBe('RetailerContent; fwd=uri-miss; stored');
    expect(itemsOf(first.json).length).toBe(3);
    await settle();
    // The same query in another parameter order is the same entry.
    const reordered = new URLSearchParams({ depth: '0', limit: '3', language: 'en', 'system.type': 'article' });
    const key = await cacheKey('/items', reordered);
    expect(key).toBe('c:/items?depth=0&language=en&limit=3&system.type=article');
    expect(await env.CONTENT_CACHE.get(key)).toBe(first.body);
    const second = await service().get('/items', reordered);
    expect(second.cacheStatus).toMatch(/^RetailerContent; hit; ttl=\d+$/);
    expect(second.body).toBe(first.body);
    expect(calls).toHaveLength(1);
  });

  it('answers from KV when the isolate memory is gone', async () => {
    const { calls, service, settle } = harness();
    await service().get('/items', newsQuery());
    await settle();
    forgetMemory();
    expect((await service().get('/items', newsQuery())).cacheStatus).toMatch(/hit/);
    expect(calls).toHaveLength(1);
  });

  it('coalesces concurrent misses of one key into one upstream call', async () => {
    const { calls, service, settle } = harness();
    const answers = await Promise.all(Array.from({ length: 5 }, () => service().get('/items', newsQuery())));
    await settle();
    expect(calls).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('keys the header navigation query as header-navigation per language', async () => {
    const { service, settle } = harness();
    const params = new URLSearchParams(Object.entries(headerNavigationQuery('cs')).map(([key, value]) => [key, String(value)]));
    expect(await cacheKey('/items', params)).toBe('c:header-navigation:cs');
    await service().get('/items', params);
    await settle();
    expect(await env.CONTENT_CACHE.get('c:header-navigation:cs')).toContain('"header_navigation"');
  });

  it('serves a stale entry at once and refreshes it once in the background', async () => {
    const later = Date.now() + 301_000;
    const { calls, service, settle } = harness();
    await service().get('/items', newsQuery());
    await settle();
    const { calls: laterCalls, service: laterService, settle: laterSettle } = harness({ deps: { now: () => later } });
    const stale = await Promise.all([laterService().get('/items', newsQuery()), laterService().get('/items', newsQuery())]);
    for (const answer of stale) expect(answer.cacheStatus).toMatch(/^RetailerContent; hit; ttl=-\d+; fwd=stale; detail=stale-while-revalidate$/);
    await laterSettle();
    expect(calls.length + laterCalls.length).toBe(2);
    const { metadata } = await env.CONTENT_CACHE.getWithMetadata<{ f: number }>(await cacheKey('/items', newsQuery()));
    expect(metadata?.f).toBe(later);
  });

  it('caches an X-Stale-Content: 1 answer for seconds only', async () => {
    const staleFetcher: typeof fetch = async (input, init) => {
      const response = await env.EMULATOR!.fetch(new Request(input, init));
      const headers = new Headers(response.headers);
      headers.set('x-stale-content', '1');
      return new Response(response.body, { status: response.status, headers });
    };
    const { service, settle } = harness({ fetcher: staleFetcher });
    const answer = await service().get('/items', newsQuery());
    expect(answer.staleContent).toBe(true);
    await settle();
    const soon = harness({ deps: { now: () => Date.now() + 5_000 } });
    expect((await soon.service().get('/items', newsQuery())).cacheStatus).toMatch(/hit; ttl=\d/);
    const after = harness({ deps: { now: () => Date.now() + 11_000 } });
    expect((await after.service().get('/items', newsQuery())).cacheStatus).toMatch(/fwd=stale/);
    // The background refresh it started writes KV: it must not land in the next test.
    await after.settle();
  });

  it('bypasses KV both ways in preview and answers drafts from the Preview API', async () => {
    const { calls, service, settle } = harness();
    const params = new URLSearchParams({ 'system.codename': 'article_upcoming_launch', language: 'en' });
    const published = await service().get('/items', params);
    expect(itemsOf(published.json)).toHaveLength(0);
    const draft = await service(true).get('/items', params);
    expect(draft.cacheStatus).toBe('RetailerContent; fwd=bypass');
    expect(itemsOf(draft.json)[0]?.system.codename).toBe('article_upcoming_launch');
    expect(calls[1]).toContain('/kontent/preview/');
    await settle();
    const keys = await env.CONTENT_CACHE.list();
    expect(keys.keys.map((key) => key.name)).toEqual(['c:/items?language=en&system.codename=article_upcoming_launch']);
  });
});

describe('content service and items Kontent no longer has', () => {
  it('drops a cached answer whose refresh Kontent answers 404, so it is not served stale for another day', async () => {
    const params = new URLSearchParams({ language: 'en' });
    const { service, settle } = harness();
    await service().get('/items/article_green_retail', params);
    await settle();
    const unpublished = await env.EMULATOR!.fetch(
      `https://emulator.local/kontent/management/v2/projects/${ENVIRONMENT_ID}/items/codename/article_green_retail/variants/codename/en/unpublish`,
      { method: 'PUT', headers: { authorization: 'Bearer emulator-management-api-key' } },
    );
    expect(unpublished.ok).toBe(true);
    const later = harness({ deps: { now: () => Date.now() + 400_000 } });
    expect((await later.service().get('/items/article_green_retail', params)).cacheStatus).toContain('stale-while-revalidate');
    await later.settle();
    forgetMemory();
    await expect(later.service().get('/items/article_green_retail', params)).rejects.toMatchObject({ status: 404 });
  });
});

describe('content service retries and faults (product §9)', () => {
  it('retries 503s with doubling, jittered delays, then succeeds', async () => {
    await armFault({ count: 2, status: 503 });
    const { calls, sleeps, service } = harness({ deps: { random: () => 1 } });
    const answer = await service().get('/items', newsQuery());
    expect(itemsOf(answer.json).length).toBe(3);
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([1200, 2400]);
  });

  it('keeps jitter within 80–120 %', async () => {
    await armFault({ count: 1, status: 502 });
    const low = harness({ deps: { random: () => 0 } });
    await low.service().get('/items', newsQuery());
    expect(low.sleeps).toEqual([800]);
  });

  it('waits what Retry-After asks on a 429', async () => {
    await armFault({ count: 1, status: 429, retryAfter: 2 });
    const { calls, sleeps, service } = harness();
    await service().get('/items', newsQuery());
    expect(sleeps).toEqual([2000]);
    expect(calls).toHaveLength(2);
  });

  it('does not retry answers that are not transient, and keeps Kontent error fields', async () => {
    const { calls, service } = harness();
    const error = await service()
      .get('/items', new URLSearchParams({ 'system.nothing': 'x' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ status: 400, errorCode: 1000 });
    expect((error as ContentError).requestId).toMatch(/\w/);
    expect(calls).toHaveLength(1);
  });

  it('gives up after 5 attempts with the mapped error when Kontent stays down and nothing is cached', async () => {
    await armFault({ count: 10, status: 503 });
    const { calls, service } = harness();
    const error = await service()
      .get('/items', newsQuery())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ContentError', status: 503, message: 'Service Unavailable' });
    expect(calls).toHaveLength(5);
  });

  it('serves the stale entry while Kontent is fully down, for days', async () => {
    const { service, settle } = harness();
    const fresh = await service().get('/items', newsQuery());
    await settle();
    forgetMemory();
    await armFault({ count: 100, status: 503 });
    const sixDaysLater = harness({ deps: { now: () => Date.now() + 6 * 86_400_000 } });
    const answer = await sixDaysLater.service().get('/items', newsQuery());
    expect(answer.body).toBe(fresh.body);
    expect(answer.cacheStatus).toMatch(/^RetailerContent; hit; ttl=-\d+; fwd=stale; fwd-status=503; detail=stale-if-error$/);
    forgetMemory();
    const eightDaysLater = harness({ deps: { now: () => Date.now() + 8 * 86_400_000 } });
    await expect(eightDaysLater.service().get('/items', newsQuery())).rejects.toMatchObject({ status: 503 });
  });

  it('retries a malformed body like a 502', async () => {
    await armFault({ count: 1, mode: 'malformed' });
    const { calls, service } = harness();
    const answer = await service().get('/items', newsQuery());
    expect(itemsOf(answer.json).length).toBe(3);
    expect(calls).toHaveLength(2);
  });

  it('bounds the wait: a slow Kontent fails the request after the deadline, or serves stale', async () => {
    await armFault({ count: 2, mode: 'delay', delayMs: 1500 });
    const { service } = harness({ maxWaitMs: 300, deps: { backgroundBudgetMs: 5_000 } });
    const started = Date.now();
    await expect(service().get('/items', newsQuery())).rejects.toMatchObject({ status: 504, message: 'Kontent did not answer in time' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('serves stale when the wait runs out on an old entry', async () => {
    const { service, settle } = harness();
    const fresh = await service().get('/items', newsQuery());
    await settle();
    forgetMemory();
    await armFault({ count: 1, mode: 'delay', delayMs: 1500 });
    const twoDaysLater = harness({ maxWaitMs: 300, deps: { now: () => Date.now() + 2 * 86_400_000, backgroundBudgetMs: 5_000 } });
    const answer = await twoDaysLater.service().get('/items', newsQuery());
    expect(answer.body).toBe(fresh.body);
    expect(answer.cacheStatus).toContain('fwd-status=504; detail=stale-if-error');
    await twoDaysLater.settle();
  });

  it('does not retry a cancelled request', async () => {
    await armFault({ count: 1, status: 503 });
    const { calls, service } = harness();
    const controller = new AbortController();
    controller.abort();
    await expect(service().get('/items', newsQuery(), { signal: controller.signal })).rejects.toMatchObject({ message: 'Request aborted' });
    expect(calls.length).toBeLessThanOrEqual(1);
  });
});

/**
 * An upstream answer of `totalBytes` made on demand in 64 KiB chunks, counting what the reader pulled: a test can
 * tell that the worker stopped reading, not only that it failed.
 */
function hugeAnswer(totalBytes: number, headers: Record<string, string> = {}) {
  const chunk = new TextEncoder().encode(`${'x'.repeat(64 * 1024 - 1)} `);
  const pulled = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= totalBytes) return controller.close();
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    // Nothing is produced before the reader asks.
    { highWaterMark: 0 },
  );
  return { pulled, response: new Response(body, { headers: { 'content-type': 'application/json', ...headers } }) };
}

describe('content service upstream body cap (decision 066)', () => {
  const fiftyMegabytes = 50 * 1024 * 1024;

  it('fails an oversized streamed answer like a 502 without reading it all, and does not retry it', async () => {
    const huge = hugeAnswer(fiftyMegabytes);
    const { calls, service } = harness({ fetcher: async () => huge.response });
    await expect(service().get('/items', newsQuery())).rejects.toMatchObject({ status: 502 });
    expect(calls).toHaveLength(1);
    expect(huge.pulled.bytes).toBeGreaterThan(0);
    expect(huge.pulled.bytes).toBeLessThanOrEqual(4 * 1024 * 1024 + 64 * 1024);
  });

  it('does not read a body whose Content-Length is over the cap', async () => {
    const huge = hugeAnswer(fiftyMegabytes, { 'content-length': String(fiftyMegabytes) });
    const { service } = harness({ fetcher: async () => huge.response });
    await expect(service().get('/items', newsQuery())).rejects.toMatchObject({ status: 502 });
    expect(huge.pulled.bytes).toBe(0);
  });

  it('serves the stale entry when the fresh answer is oversized', async () => {
    const { service, settle } = harness();
    const fresh = await service().get('/items', newsQuery());
    await settle();
    forgetMemory();
    const huge = hugeAnswer(fiftyMegabytes);
    const twoDaysLater = harness({ fetcher: async () => huge.response, deps: { now: () => Date.now() + 2 * 86_400_000 } });
    const answer = await twoDaysLater.service().get('/items', newsQuery());
    expect(answer.body).toBe(fresh.body);
    expect(answer.cacheStatus).toContain('fwd-status=502; detail=stale-if-error');
    expect(huge.pulled.bytes).toBeLessThanOrEqual(4 * 1024 * 1024 + 64 * 1024);
  });
});
