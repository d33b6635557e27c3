import { describe, expect, it } from 'vitest';
import { isolateCounter, withinLimit } from './rate-limit';

const failing = { limit: async () => Promise.reject(new Error('down')) } as unknown as RateLimit;

describe('the isolate counter, which stands in for a rate limiter that cannot answer (decision 107)', () => {
  it('lets `limit` through per key and period, then refuses until the period is over', () => {
    const counter = isolateCounter({ limit: 2, periodSeconds: 60 }, 10);
    const now = 1_000_000;
    expect([counter.take('a', now), counter.take('a', now + 1), counter.take('a', now + 2)]).toEqual([true, true, false]);
    expect(counter.take('b', now + 3)).toBe(true);
    expect(counter.take('a', now + 60_000)).toBe(true);
  });

  it('stays bounded: the oldest keys go first', () => {
    const counter = isolateCounter({ limit: 1, periodSeconds: 60 }, 2);
    counter.take('a', 0);
    counter.take('b', 0);
    counter.take('c', 0);
    expect(counter.size).toBe(2);
  });
});

describe('withinLimit', () => {
  it("answers the binding's verdict, and leaves the isolate's count alone while it answers", async () => {
    const counter = isolateCounter({ limit: 1, periodSeconds: 60 }, 10);
    const refusing = { limit: async () => ({ success: false }) } as unknown as RateLimit;
    const allowing = { limit: async () => ({ success: true }) } as unknown as RateLimit;
    const problems: unknown[] = [];
    expect(await withinLimit(refusing, 'k', counter, (error) => problems.push(error))).toBe(false);
    expect(await withinLimit(allowing, 'k', counter, (error) => problems.push(error))).toBe(true);
    expect(await withinLimit(allowing, 'k', counter, (error) => problems.push(error))).toBe(true);
    expect(problems).toEqual([]);
    expect(counter.size).toBe(0);
  });

  it('counts in the isolate when the binding throws or is missing, and reports why', async () => {
    const counter = isolateCounter({ limit: 1, periodSeconds: 60 }, 10);
    const problems: unknown[] = [];
    expect(await withinLimit(failing, 'k', counter, (error) => problems.push(error))).toBe(true);
    expect(await withinLimit(undefined, 'k', counter, (error) => problems.push(error))).toBe(false);
    expect(problems).toHaveLength(2);
  });
});
