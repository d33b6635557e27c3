import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server.node';

export interface RenderStreamOptions {
  signal: AbortSignal;
  nonce?: string;
  onError: (error: unknown, info: unknown) => void;
}

export interface RenderedStream {
  /** The document's bytes: one chunk per flush of React's. */
  stream: ReadableStream<Uint8Array>;
  /** Settles once everything, deferred parts included, has rendered (what a crawler waits for). */
  allReady: Promise<void>;
}

/** Joins one flush's arrays into one. */
function join(parts: readonly Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}

/**
 * React's streaming render as a web byte stream with one chunk per flush (decision 091). React's edge build
 * (`renderToReadableStream`) enqueues a page in 4 KB arrays, and each array then costs a read and an enqueue in every
 * stream after it (TanStack's transform, workerd's response body): for a 200 KB page, most of the CPU above the
 * render itself. React's Node build writes its arrays to a destination and calls the destination's `flush()` at the
 * end of each flush: here the arrays of a flush are joined there and enqueued once. The same renderer, options,
 * markup and flushes as the edge build; the shell still leaves first, each later flush when React makes it.
 * Resolves once the shell is ready, rejects when the shell fails, as `renderToReadableStream` does.
 */
export function renderToByteStream(element: ReactNode, { signal, nonce, onError }: RenderStreamOptions): Promise<RenderedStream> {
  return new Promise((resolve, reject) => {
    const encoder = new TextEncoder();
    let parts: Uint8Array[] = [];
    let size = 0;
    let finished = false;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let allReadyDone!: () => void;
    let allReadyFailed!: (error: unknown) => void;
    const allReady = new Promise<void>((done, failed) => {
      allReadyDone = done;
      allReadyFailed = failed;
    });
    allReady.catch(() => undefined);
    // React's destination: a Node Writable as far as React uses one (write, flush, end, destroy, on). It never
    // pushes back (write answers true): the page is in memory already, as with the edge build.
    const destination = {
      write(chunk: Uint8Array | string) {
        const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
        parts.push(bytes);
        size += bytes.byteLength;
        return true;
      },
      flush() {
        if (size === 0 || finished) return;
        controller.enqueue(join(parts, size));
        parts = [];
        size = 0;
      },
      end() {
        destination.flush();
        if (finished) return;
        finished = true;
        controller.close();
      },
      destroy(error: unknown) {
        if (finished) return;
        finished = true;
        controller.error(error);
      },
      on() {
        return destination;
      },
    };
    const stream = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
      cancel(reason) {
        finished = true;
        rendering.abort(reason);
      },
    });
    const rendering = renderToPipeableStream(element, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError,
      onShellReady() {
        rendering.pipe(destination as unknown as NodeJS.WritableStream);
        resolve({ stream, allReady });
      },
      onShellError(error) {
        allReadyFailed(error);
        reject(error);
      },
      onAllReady() {
        allReadyDone();
      },
    });
    if (signal.aborted) rendering.abort(signal.reason);
    else signal.addEventListener('abort', () => rendering.abort(signal.reason), { once: true });
  });
}
