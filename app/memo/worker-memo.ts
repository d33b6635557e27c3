import { boundedMemo } from './bounded-memo';

/** Answers `make()` for `key`, kept when the memo keeps answers. */
export type WorkerMemo<T> = (key: string, make: () => T) => T;

/**
 * A `boundedMemo` in the worker, where one isolate renders every retailer's pages and a text or a URL made once per
 * key saves CPU on each of them; nothing in the browser, which renders one page and would only carry the memo's code
 * in its first load (decision 140). For answers made from their key alone and never changed by their users.
 */
export function workerMemo<T>(limit: number, maxKeyLength: number): WorkerMemo<T> {
  if (!import.meta.env.SSR) return (_key, make) => make();
  const memo = boundedMemo<T>(limit, maxKeyLength);
  return (key, make) => memo.get(key) ?? memo.remember(key, make());
}
