import { contentBusy } from './errors';

/**
 * How many distinct upstream fills an isolate runs at once (decision 066). Waiters of one cache key share one fill
 * and take no slot, so a cold burst on the few keys of a page passes; many distinct keys (a page per visitor, or
 * someone varying a filter value) wait in a short queue, then get a 503 with Retry-After rather than fanning out to
 * Kontent, whose uncached rate limit they would hit for everyone.
 */
export const fillLimits = {
  /** Fills running at once: a cold page asks about five queries; Kontent allows about 100 uncached calls a second. */
  slots: 16,
  /** Fills waiting for a slot, each at most until its first waiter's deadline. */
  queue: 32,
  /** Of the running fills, at most this many stale-while-revalidate refreshes: they never wait for a slot. */
  background: 4,
  /** Seconds a refused request is told to wait (Retry-After). */
  retryAfterSeconds: 1,
  /** How often a queued request looks for a free slot: far below a fill's own time (tens to hundreds of ms). */
  pollMs: 20,
} as const;

export interface FillSlots {
  /** Runs `task` in a slot: at once when one is free, else queued for at most `waitMs`; refused when the queue is full. */
  run<T>(task: () => Promise<T>, waitMs: number): Promise<T>;
  /** Runs a background `task` only when a slot is free now and few background tasks run; otherwise not at all. */
  tryRun<T>(task: () => Promise<T>): Promise<T> | undefined;
}

export function createFillSlots(limits: typeof fillLimits = fillLimits): FillSlots {
  let backgroundRunning = 0;
  /** The fills running now; a queued request waits for any of them to end. */
  const running = new Set<Promise<unknown>>();
  /** Queued requests, first come first served. */
  const waiting: object[] = [];

  const start = <T>(task: () => Promise<T>): Promise<T> => {
    const promise = Promise.resolve().then(task);
    // The slot is freed in the very reaction that settles `settled`: a queued request woken by it finds it free.
    const release = () => void running.delete(settled);
    const settled: Promise<void> = promise.then(release, release);
    running.add(settled);
    return promise;
  };

  return {
    run(task, waitMs) {
      if (running.size < limits.slots && waiting.length === 0) return start(task);
      if (waiting.length >= limits.queue) return Promise.reject(contentBusy(limits.retryAfterSeconds));
      const ticket = {};
      waiting.push(ticket);
      // A Worker may not touch another request's I/O: neither may the request whose fill ends wake this one, nor may
      // this one wait on that fill (a promise settled in another request's context: workerd reports "Cannot perform
      // I/O on behalf of a different request" and the request never completes). So it looks again every
      // `pollMs` on timers of its own, until its deadline. Its waitUntil (service.ts) keeps its context alive.
      const deadline = Date.now() + waitMs;
      return (async () => {
        try {
          for (;;) {
            if (running.size < limits.slots && waiting[0] === ticket) {
              waiting.shift();
              return await start(task);
            }
            // Nobody waits for a fill past its deadline: it leaves the queue instead of running for no one.
            const left = deadline - Date.now();
            if (left <= 0) throw contentBusy(limits.retryAfterSeconds);
            await new Promise((resolve) => setTimeout(resolve, Math.min(limits.pollMs, left)));
          }
        } finally {
          const at = waiting.indexOf(ticket);
          if (at >= 0) waiting.splice(at, 1);
        }
      })();
    },
    tryRun(task) {
      // Requests waiting for a slot come first: a refresh only serves an answer that is already being served.
      if (running.size >= limits.slots || waiting.length > 0 || backgroundRunning >= limits.background) return undefined;
      backgroundRunning++;
      return start(task).finally(() => backgroundRunning--);
    },
  };
}
