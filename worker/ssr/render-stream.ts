import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server.bun';

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

/**
 * React's streaming render as a web byte stream with one chunk per flush (decisions 091, 096). React's edge build
 * (`renderToReadableStream`) enqueues a page in 4 KB arrays, and each array then costs a read and an enqueue in every
 * stream after it (TanStack's transform, workerd's response body); its Node build encodes every one of a page's
 * thousands of small strings into its buffer one by one. React's Bun build hands its destination the strings
 * themselves and calls the destination's `flush()` at the end of each flush: here a flush's strings are joined and
 * encoded once. The same renderer (Fizz), options, markup and flush boundaries as the other builds; the shell still
 * leaves first, each later flush when React makes it. The one Bun call on this path (`Buffer.byteLength`, per chunk)
 * is replaced at build time (build/react-server-string-length/plugin.ts). Resolves once the shell is ready, rejects when
 * the shell fails, as `renderToReadableStream` does.
 */
export function renderToByteStream(element: ReactNode, { signal, nonce, onError }: RenderStreamOptions): Promise<RenderedStream> {
  return new Promise((resolve, reject) => {
    const encoder = new TextEncoder();
    // A flush's strings, joined once when it ends: appending each to one string made a rope node per write (thousands
    // a page), which outlived the young generation's collections during the render (performance log, "138").
    let pieces: string[] = [];
    let finished = false;
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let allReadyDone!: () => void;
    let allReadyFailed!: (error: unknown) => void;
    const allReady = new Promise<void>((done, failed) => {
      allReadyDone = done;
      allReadyFailed = failed;
    });
    allReady.catch(() => undefined);
    // React's destination: a Node Writable as far as React uses one (write, flush, end, destroy, on), written strings
    // by the Bun build. It never pushes back (write answers true): the page is in memory already, as with the edge build.
    const destination = {
      write(chunk: string) {
        pieces.push(chunk);
        return true;
      },
      flush() {
        if (pieces.length === 0 || finished) return;
        const text = pieces.join('');
        pieces = [];
        if (text !== '') controller.enqueue(encoder.encode(text));
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
