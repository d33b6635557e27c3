import { describe, expect, it } from 'vitest';
import { preloadNavigationCode, preloadOneAtATime } from './navigation-code';

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

describe('preloadOneAtATime', () => {
  it('loads each part after an idle period of its own, in order, and goes on past a part that fails', async () => {
    const events: string[] = [];
    const idle = async () => {
      events.push('idle');
    };
    const part =
      (name: string, fails = false) =>
      async () => {
        events.push(name);
        if (fails) throw new Error(`${name} failed`);
      };
    await expect(preloadOneAtATime([part('home'), part('news', true), part('faq')], idle)).resolves.toBeUndefined();
    expect(events).toEqual(['idle', 'home', 'idle', 'news', 'idle', 'faq']);
  });

  it('starts the next part only once the one before has loaded', async () => {
    let finishFirst = () => {};
    const started: string[] = [];
    const done = preloadOneAtATime(
      [
        () => {
          started.push('first');
          return new Promise<void>((resolve) => (finishFirst = resolve));
        },
        async () => {
          started.push('second');
        },
      ],
      async () => {},
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['first']);
    finishFirst();
    await done;
    expect(started).toEqual(['first', 'second']);
  });
});
