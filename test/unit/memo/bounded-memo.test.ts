import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../../worker/memo/bounded-memo';

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
