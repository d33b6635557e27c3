type AbortListener = (event: { type: 'abort'; target: RequestAbortSignal }) => void;

/**
 * The request's abort signal as plain JavaScript, following the runtime's one (decision 120). TanStack's server load
 * and stream, and React's render, ask a request's signal `throwIfAborted()` and add and remove an abort listener
 * around nearly every step of a page: dozens of calls per request. In workerd the signal is a native object and each
 * call crosses into the runtime (removeEventListener alone was 1.9 % of the standard workload's profile). This one
 * answers them in JavaScript and listens to the runtime's signal once; it aborts, with the same reason, when that
 * does. Only the parts of AbortSignal those readers use; it is never handed to a runtime API (fetch, streams).
 */
export class RequestAbortSignal {
  aborted = false;
  reason: unknown = undefined;
  readonly #listeners = new Set<AbortListener>();

  constructor(source: AbortSignal) {
    if (source.aborted) this.#abort(source.reason);
    else source.addEventListener('abort', () => this.#abort(source.reason), { once: true });
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }

  addEventListener(type: string, listener: AbortListener): void {
    // Every reader adds its listener `once`: an abort happens once, and the listeners are dropped when it does.
    if (type === 'abort' && !this.aborted) this.#listeners.add(listener);
  }

  removeEventListener(type: string, listener: AbortListener): void {
    if (type === 'abort') this.#listeners.delete(listener);
  }

  #abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const listeners = [...this.#listeners];
    this.#listeners.clear();
    for (const listener of listeners) listener({ type: 'abort', target: this });
  }
}

/**
 * The document request as the router's request handler and the stream handler read it: its address, method and
 * headers as the runtime gave them (read once), and the signal above. TanStack types it as a Request; it reads
 * nothing else of one (@tanstack/router-core 1.171: `url`, `headers`, `signal`).
 */
export function routerRequest(request: Request): Request {
  const view = {
    url: request.url,
    method: request.method,
    headers: request.headers,
    signal: new RequestAbortSignal(request.signal),
  };
  return view as unknown as Request;
}
