import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '../content/client';
import { createProxyContentClient } from './proxy-client';

const item = { item: { system: { codename: 'home' } }, modular_content: {} };

/** A fetcher answering the given responses in turn, recording what was asked. */
function answering(...responses: Array<() => Response>) {
  const asked: string[] = [];
  const fetcher = vi.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    const next = responses.shift();
    if (!next) throw new Error('asked once too often');
    return next();
  });
  return { fetcher: fetcher as unknown as typeof fetch, asked };
}

const json = (body: unknown) => () => Response.json(body);
const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    new Response('busy', { status: code, headers });

describe('the browser content client, when the worker says to come back shortly', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once more after the Retry-After of a 503, and answers what the retry got', async () => {
    const { fetcher, asked } = answering(status(503, { 'retry-after': '1' }), json(item));
    const answer = createProxyContentClient(fetcher).item('home', { language: 'en' });
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual(item);
    expect(asked).toEqual([asked[0], asked[0]]);
  });

  it('waits a second on a 429 without Retry-After, and only one retry: a second refusal is the page error', async () => {
    const { fetcher, asked } = answering(status(429), status(503, { 'retry-after': '0' }));
    const answer = createProxyContentClient(fetcher).items({ 'system.type': 'news_item' });
    const settled = expect(answer).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    expect(asked).toHaveLength(2);
  });

  it('does not keep a visitor waiting longer than 3 s, nor retry other failures', async () => {
    for (const refusal of [status(503, { 'retry-after': '30' }), status(500), status(502), status(504)]) {
      const { fetcher, asked } = answering(refusal);
      await expect(createProxyContentClient(fetcher).item('home', {})).rejects.toBeInstanceOf(ContentError);
      expect(asked).toHaveLength(1);
    }
  });

  it('reads an HTTP date in Retry-After', async () => {
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const { fetcher, asked } = answering(status(503, { 'retry-after': 'Wed, 25 Nov 2026 10:00:02 GMT' }), json(item));
    const answer = createProxyContentClient(fetcher).item('home', {});
    await vi.advanceTimersByTimeAsync(1999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual(item);
  });

  it('gives up the wait at once when the navigation is cancelled', async () => {
    const { fetcher, asked } = answering(status(503, { 'retry-after': '2' }), json(item));
    const controller = new AbortController();
    const answer = createProxyContentClient(fetcher).item('home', {}, { signal: controller.signal });
    const settled = expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(5000);
    expect(asked).toHaveLength(1);
  });
});
