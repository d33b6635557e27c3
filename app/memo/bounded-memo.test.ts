import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('bounded memo', () => {
  it('remembers answers and drops the oldest past its limit', () => {
    const memo = boundedMemo<number>(2, 10);
    expect(memo.remember('a', 1)).toBe(1);
    memo.remember('b', 2);
    memo.remember('c', 3);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')).toBe(2);
    expect(memo.get('c')).toBe(3);
  });

  it('never keeps keys longer than its maximum, but still answers', () => {
    const memo = boundedMemo<string>(10, 3);
    expect(memo.remember('long', 'x')).toBe('x');
    expect(memo.get('long')).toBeUndefined();
  });
});

describe('bounded memo with a lifetime and a weight', () => {
  it('answers an entry until its lifetime ends, then drops it', () => {
    const memo = boundedMemo<string>(10, 10, { ttlMs: 100 });
    memo.remember('a', 'x', 1000);
    expect(memo.get('a', 1099)).toBe('x');
    expect(memo.get('a', 1100)).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('lets expired entries go when a later one is stored, though nobody reads them again', () => {
    const memo = boundedMemo<string>(10, 10, { ttlMs: 100 });
    memo.remember('a', 'x', 1000);
    memo.remember('b', 'y', 1050);
    memo.remember('c', 'z', 1120);
    // `a` ended at 1100 and went; `b` lives until 1150.
    expect(memo.size).toBe(2);
    expect(memo.get('b', 1120)).toBe('y');
    memo.remember('d', 'w', 1300);
    expect(memo.size).toBe(1);
    expect(memo.get('d', 1300)).toBe('w');
  });

  it('is bounded by the summed weight too, oldest out first, and never keeps one entry over its own cap', () => {
    const memo = boundedMemo<string>(10, 10, { weight: { of: (value) => value.length, max: 5, maxEntry: 3 } });
    memo.remember('a', 'xx');
    memo.remember('b', 'yy');
    memo.remember('c', 'zz');
    expect(memo.get('a')).toBeUndefined();
    expect([memo.get('b'), memo.get('c')]).toEqual(['yy', 'zz']);
    expect(memo.remember('d', 'wwww')).toBe('wwww');
    expect(memo.get('d')).toBeUndefined();
    // Storing a key again replaces it and moves it last.
    memo.remember('b', 'y');
    memo.remember('e', 'vv');
    expect([memo.get('b'), memo.get('c'), memo.get('e')]).toEqual(['y', 'zz', 'vv']);
  });

  it('an oversized value replacing a kept one leaves nothing under its key', () => {
    const memo = boundedMemo<string>(10, 10, { weight: { of: (value) => value.length, max: 5, maxEntry: 3 } });
    memo.remember('a', 'xx');
    memo.remember('a', 'xxxx');
    expect(memo.get('a')).toBeUndefined();
  });

  it('forgets one key or everything', () => {
    const memo = boundedMemo<number>(10, 10);
    memo.remember('a', 1);
    memo.remember('b', 2);
    memo.forget('a');
    expect([memo.get('a'), memo.get('b')]).toEqual([undefined, 2]);
    memo.forget();
    expect(memo.size).toBe(0);
  });
});
