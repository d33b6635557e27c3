/** The most bytes one coalesced chunk holds; more waits for the next read. */
const maxChunkBytes = 64 * 1024;

const nothingReady = Symbol('nothing ready');
/** Settles once the reads already queued have been delivered: a macrotask later (workerd settles reads in microtasks). */
const afterQueuedReads = () => new Promise<typeof nothingReady>((resolve) => setTimeout(resolve, 0, nothingReady));

/**
 * Passes a byte stream on with the chunks that are ready together joined into one. React's edge build hands a page
 * over in 4 KB arrays, all of a flush at once; each array then costs a read and an enqueue in TanStack's stream
 * transform and again in workerd's response body. Only chunks already queued are joined: a read not settled by the
 * next macrotask is kept for the next pull, so nothing waits for React's next flush: the shell still leaves first,
 * each later flush when React makes it. The bytes are the same, in the same order.
 */
export function coalesceChunks(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const first = await (pending ?? reader.read());
      pending = undefined;
      if (first.done) {
        controller.close();
        return;
      }
      const parts = [first.value];
      let size = first.value.byteLength;
      const deadline = afterQueuedReads();
      while (size < maxChunkBytes) {
        const next = reader.read();
        const settled = await Promise.race([next, deadline]);
        if (settled === nothingReady) {
          pending = next;
          // Awaited at the next pull; should the reader stop pulling first, its failure is not an unhandled one.
          next.catch(() => undefined);
          break;
        }
        if (settled.done) {
          done = true;
          break;
        }
        parts.push(settled.value);
        size += settled.value.byteLength;
      }
      controller.enqueue(parts.length === 1 ? first.value : join(parts, size));
      if (done) controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

function join(parts: Uint8Array[], size: number): Uint8Array {
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}
