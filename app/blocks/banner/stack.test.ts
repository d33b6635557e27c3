import { describe, expect, it } from 'vitest';
import { isActive, stackOf } from './stack';

describe('banner stack manager (product §4)', () => {
  it('keeps active items ordered by priority and sums their heights', () => {
    const stack = stackOf([
      { id: 'a', priority: 2, active: true, height: 40 },
      { id: 'b', priority: 1, active: true, height: 60 },
      { id: 'c', priority: 0, active: false, height: 100 },
      { id: 'd', priority: 2, active: true, height: 10 },
    ]);
    expect(stack.items.map((item) => item.id)).toEqual(['b', 'a', 'd']);
    expect(stack.height).toBe(110);
  });

  it('a banner is active until its valid-until date', () => {
    const now = Date.parse('2025-06-01T00:00:00Z');
    expect(isActive('', now)).toBe(true);
    expect(isActive('2025-07-01T00:00:00Z', now)).toBe(true);
    expect(isActive('2025-05-01T00:00:00Z', now)).toBe(false);
  });
});
