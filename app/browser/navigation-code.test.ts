import { describe, expect, it } from 'vitest';
import { preloadNavigationCode } from './navigation-code';

describe('preloadNavigationCode', () => {
  it('loads nothing until the page wants it, then each part once; a part that fails to load leaves the others', async () => {
    let want = () => {};
    const wanted = new Promise<void>((resolve) => (want = resolve));
    const loaded: string[] = [];
    const part =
      (name: string, fails = false) =>
      async () => {
        loaded.push(name);
        if (fails) throw new Error(`${name} failed`);
      };
    const done = preloadNavigationCode([part('guards'), part('content', true), part('layout')], wanted);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual([]);
    want();
    await expect(done).resolves.toBeUndefined();
    expect(loaded).toEqual(['guards', 'content', 'layout']);
  });
});
