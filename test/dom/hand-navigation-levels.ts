import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { NavigationTree } from '../../app/content/navigation-tree';
import type { NavigationLevels } from '../../app/router-context';
import { tree } from '../fixtures/navigation-tree';

/**
 * Navigation levels the test answers by hand, asked once at a time as the browser's are (app/browser/navigation-levels.ts):
 * `requests` counts what would go to the worker; `answer` and `fail` settle the one in flight.
 */
export function handLevels() {
  let kept: NavigationTree | undefined;
  let inFlight: Promise<NavigationTree> | undefined;
  let settle: { resolve: (tree: NavigationTree) => void; reject: (error: Error) => void } | undefined;
  const hand = {
    requests: 0,
    levels: {
      load: vi.fn((_locale: string) => {
        inFlight ??= new Promise<NavigationTree>((resolve, reject) => {
          hand.requests += 1;
          settle = {
            resolve: (tree) => resolve((kept = tree)),
            reject: (error) => {
              inFlight = undefined;
              reject(error);
            },
          };
        });
        return inFlight;
      }),
      loaded: () => kept,
    } satisfies NavigationLevels,
    answer: () => act(async () => settle?.resolve({ items: tree })),
    fail: () => act(async () => settle?.reject(new Error('The navigation answered 503'))),
  };
  return hand;
}
