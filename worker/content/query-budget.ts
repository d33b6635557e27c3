import { boundedMemo } from '../../app/memo/bounded-memo';

/**
 * How many content queries nobody has cached a visitor's proxy requests may send to Kontent per minute (issue 13).
 * A page asks a handful of queries, and most are in the cache already; a visitor sending new filter values on
 * purpose (each a cache key of its own) gets a 429 after this many, so the calls to Kontent stay bounded by the
 * number of visitors, not by what they send. Counted per isolate, in fixed one-minute windows.
 */
export const newQueriesPerMinute = 120;

const windows = boundedMemo<{ spent: number }>(10_000, 200, { ttlMs: 60_000 });

/** Tests: start every visitor's window afresh. */
export function forgetQueryBudgets(): void {
  windows.forget();
}

/** Spends one new query of `visitor`'s budget; false when this minute's are spent. */
export function spendNewQuery(visitor: string, now = Date.now()): boolean {
  const window = windows.get(visitor, now) ?? windows.remember(visitor, { spent: 0 }, now);
  if (window.spent >= newQueriesPerMinute) return false;
  window.spent += 1;
  return true;
}
