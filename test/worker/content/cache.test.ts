import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { readEntry, writeEntry, type CacheEntry } from '../../../worker/content/cache';
import { cleanUp } from './support';

afterEach(cleanUp);

const times = { freshSeconds: 300, staleDays: 7 };
const entry = (body: string): CacheEntry => ({ body, fetchedAt: Date.now(), staleContent: false, tags: [] });
/** A JSON body of about `size` characters. */
const body = (size: number, mark: string) => JSON.stringify({ mark, padding: 'x'.repeat(size) });

describe('in-isolate memory layer bounds (decision 066)', () => {
  it('is bounded by the size of what it holds, oldest out first, not only by the number of entries', async () => {
    const now = Date.now();
    // Twelve answers of 900 KB each: far fewer than the old 300-entry bound, far more than the byte budget.
    for (let i = 0; i < 12; i++) await writeEntry(env.CONTENT_CACHE, `c:big-${i}`, entry(body(900_000, `big-${i}`)), times, now);
    expect((await readEntry(env.CONTENT_CACHE, 'c:big-11', now))?.from).toBe('memory');
    const oldest = await readEntry(env.CONTENT_CACHE, 'c:big-0', now);
    // Gone from memory, still in KV.
    expect(oldest?.from).toBe('kv');
    expect(oldest?.entry.body).toContain('"big-0"');
  });

  it('does not keep one answer over the per-entry cap in memory at all', async () => {
    const now = Date.now();
    await writeEntry(env.CONTENT_CACHE, 'c:huge', entry(body(1_100_000, 'huge')), times, now);
    expect((await readEntry(env.CONTENT_CACHE, 'c:huge', now))?.from).toBe('kv');
    await writeEntry(env.CONTENT_CACHE, 'c:small', entry(body(1000, 'small')), times, now);
    expect((await readEntry(env.CONTENT_CACHE, 'c:small', now))?.from).toBe('memory');
  });
});
