import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../../app/content/client';
import { forgetMemory } from '../../../worker/content/cache';
import { fillLimits } from '../../../worker/content/fill-limit';
import { get } from '../helpers';
import { armFault, cleanUp, harness } from './support';

afterEach(cleanUp);

/** An upstream that holds every call until `open()`, counting how many wait at once. */
function gatedUpstream() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const seen = { active: 0, most: 0, calls: 0 };
  const fetcher: typeof fetch = async (input, init) => {
    seen.calls++;
    seen.most = Math.max(seen.most, ++seen.active);
    await gate;
    try {
      return await env.EMULATOR!.fetch(new Request(input, init));
    } finally {
      seen.active--;
    }
  };
  return { fetcher, open, seen };
}

const distinct = (i: number) => new URLSearchParams({ 'system.type': 'article', language: 'en', limit: '1', 'elements.title[neq]': `k${i}` });
const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe('fills in flight per isolate (decision 066)', () => {
  it('runs a bounded number of distinct fills, queues a bounded number, and answers 503 with Retry-After beyond', async () => {
    const { slots, queue } = fillLimits;
    const upstream = gatedUpstream();
    const { service, settle } = harness({ fetcher: upstream.fetcher, maxWaitMs: 20_000 });
    const extra = 10;
    const answers = Array.from({ length: slots + queue + extra }, (_, i) => settled(service().get('/items', distinct(i))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(upstream.seen.active).toBe(slots);
    upstream.open();
    const results = await Promise.all(answers);
    await settle();
    const busy = results.filter((result) => 'error' in result);
    expect(busy).toHaveLength(extra);
    for (const { error } of busy as Array<{ error: unknown }>) {
      expect(error).toBeInstanceOf(ContentError);
      expect(error).toMatchObject({ status: 503, retryAfterSeconds: expect.any(Number) });
    }
    expect(upstream.seen.most).toBe(slots);
    expect(upstream.seen.calls).toBe(slots + queue);
  });

  it('lets a cold burst on a few keys through: waiters of one key share one fill and take no slot', async () => {
    const upstream = gatedUpstream();
    const { service, settle } = harness({ fetcher: upstream.fetcher });
    const answers = Array.from({ length: 300 }, (_, i) => settled(service().get('/items', distinct(i % 3))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    upstream.open();
    const results = await Promise.all(answers);
    await settle();
    expect(results.filter((result) => 'error' in result)).toEqual([]);
    expect(upstream.seen.calls).toBe(3);
  });

  it('starts background refreshes only with a slot to spare, a few at a time: stale answers never wait for them', async () => {
    const { background } = fillLimits;
    // Warm twenty entries, then come back when they are stale.
    const warm = harness();
    for (let i = 0; i < 20; i++) await warm.service().get('/items', distinct(i));
    await warm.settle();
    forgetMemory();
    const upstream = gatedUpstream();
    const later = harness({ fetcher: upstream.fetcher, deps: { now: () => Date.now() + 400_000 } });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => later.service().get('/items', distinct(i))));
    for (const answer of answers) expect(answer.cacheStatus).toContain('detail=stale-while-revalidate');
    expect(upstream.seen.active).toBe(background);
    upstream.open();
    await later.settle();
    expect(upstream.seen.calls).toBe(background);
  });
});

describe('the proxy when the isolate is busy (decision 066)', () => {
  it('answers every request of a burst just over the slots: queued requests start their fills themselves', async () => {
    // A fill's end cannot wake another request's handler in a Worker (cross-request I/O): this runs through real requests.
    await armFault({ count: 200, mode: 'delay', delayMs: 300 });
    const responses = await Promise.all(
      Array.from({ length: fillLimits.slots + 4 }, (_, i) => get(`/nuxt-api/kontent-proxy/items?${distinct(i)}`, { accept: 'application/json' })),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
  });

  it("answers 503 with Retry-After in Kontent's error shape", async () => {
    const { slots, queue, retryAfterSeconds } = fillLimits;
    await armFault({ count: 200, mode: 'delay', delayMs: 1500 });
    const responses = await Promise.all(
      Array.from({ length: slots + queue + 5 }, (_, i) => get(`/nuxt-api/kontent-proxy/items?${distinct(i)}`, { accept: 'application/json' })),
    );
    const busy = responses.filter((response) => response.headers.has('retry-after'));
    expect(busy.length).toBeGreaterThanOrEqual(5);
    for (const response of busy) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds));
      expect(await response.json()).toMatchObject({ message: expect.stringContaining('Too many'), error_code: 0, request_id: expect.any(String) });
    }
  });
});
