import { describe, expect, it } from 'vitest';
import { keptValue } from './kept-value';

describe('kept value', () => {
  it('answers the value for its lifetime, then nothing', () => {
    const kept = keptValue<string>(100);
    expect(kept.get(0)).toBeUndefined();
    kept.keep('x', 1000);
    expect(kept.get(1099)).toBe('x');
    expect(kept.get(1100)).toBeUndefined();
  });

  it('answers only for the key it was kept for', () => {
    const first = {};
    const kept = keptValue<string, object>(Number.POSITIVE_INFINITY);
    kept.keep('one', 0, first);
    expect(kept.get(Number.MAX_SAFE_INTEGER, first)).toBe('one');
    expect(kept.get(0, {})).toBeUndefined();
  });

  it('takes its lifetime from the value when told how', () => {
    const kept = keptValue<{ expiresAt: number }>((token, now) => token.expiresAt - 60 - now);
    kept.keep({ expiresAt: 1000 }, 500);
    expect(kept.get(939)).toEqual({ expiresAt: 1000 });
    expect(kept.get(940)).toBeUndefined();
  });

  it('is changed in place, keeping its end, and forgotten', () => {
    const kept = keptValue<number[]>(100);
    kept.update((list) => [...list, 1]);
    expect(kept.get(0)).toBeUndefined();
    kept.keep([1], 0);
    kept.update((list) => [...list, 2]);
    expect(kept.get(99)).toEqual([1, 2]);
    expect(kept.get(100)).toBeUndefined();
    kept.forget();
    expect(kept.get(0)).toBeUndefined();
  });
});
