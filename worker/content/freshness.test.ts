import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kvMinimumTtlSeconds, staleContentFreshSeconds } from './cache';
import { freshness, staleWhileRevalidateSeconds } from './freshness';

// The content cache's choice on a clock of numbers: an entry fetched at 0, asked about at `now` (milliseconds).
const times = { freshSeconds: 60, staleDays: 7 };
const entry = { fetchedAt: 0, staleContent: false };
const at = (now: number, which = entry) => freshness(which, now, times).state;
const second = 1000;
const day = 86_400 * second;

describe('what a cached entry is good for, by its age', () => {
  it('nothing cached is missing', () => {
    expect(freshness(undefined, 0, times)).toEqual({ state: 'missing' });
  });

  it('fresh for the fresh time, with the seconds left as its ttl', () => {
    expect(freshness(entry, 0, times)).toEqual({ state: 'fresh', entry, ttlSeconds: 60 });
    expect(freshness(entry, 59_999, times)).toEqual({ state: 'fresh', entry, ttlSeconds: 0 });
  });

  it('then served while one refresh runs, for a day, its ttl counting below zero', () => {
    expect(freshness(entry, 60 * second, times)).toEqual({ state: 'stale-while-revalidate', entry, ttlSeconds: 0 });
    expect(at(60 * second + staleWhileRevalidateSeconds * second - 1)).toBe('stale-while-revalidate');
    expect(freshness(entry, 3600 * second, times)).toMatchObject({ ttlSeconds: -3540 });
  });

  it('then only a bridge over a failing Kontent, until the stale days are over', () => {
    expect(at(60 * second + staleWhileRevalidateSeconds * second)).toBe('stale-if-error');
    expect(at(60 * second + 7 * day - 1)).toBe('stale-if-error');
    expect(at(60 * second + 7 * day)).toBe('missing');
  });

  it('a stale-content answer of Kontent is fresh for seconds and kept no longer than KV keeps it', () => {
    const stale = { fetchedAt: 0, staleContent: true };
    expect(at(staleContentFreshSeconds * second - 1, stale)).toBe('fresh');
    expect(at(staleContentFreshSeconds * second, stale)).toBe('stale-while-revalidate');
    expect(at(kvMinimumTtlSeconds * second - 1, stale)).toBe('stale-while-revalidate');
    expect(at(kvMinimumTtlSeconds * second, stale)).toBe('missing');
  });

  it('never gets fresher with age, whatever the settings', () => {
    const rank = { fresh: 0, 'stale-while-revalidate': 1, 'stale-if-error': 2, missing: 3 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 86_400 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        fc.nat(60 * day),
        fc.nat(60 * day),
        (freshSeconds, staleDays, staleContent, a, b) => {
          const settings = { freshSeconds, staleDays };
          const cached = { fetchedAt: 0, staleContent };
          const [earlier, later] = a <= b ? [a, b] : [b, a];
          expect(rank[freshness(cached, earlier, settings).state]).toBeLessThanOrEqual(rank[freshness(cached, later, settings).state]);
        },
      ),
      { seed: 26, numRuns: 500 },
    );
  });
});
