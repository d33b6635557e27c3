import { expect, it } from 'vitest';
import { browserWindow, isElement } from './dom';

// In the worker (here Node: neither has a `window`) shared code finds no page, and says so instead of throwing.
it('there is no window outside the browser', () => {
  expect(browserWindow()).toBeUndefined();
  expect(isElement({})).toBe(false);
});
