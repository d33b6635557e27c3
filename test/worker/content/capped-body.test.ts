import { describe, expect, it } from 'vitest';
import { readCapped } from '../../../worker/content/capped-body';

/** `chunks` chunks of `size` bytes, made when the reader asks; `pulled` counts them. */
function stream(chunks: number, size: number) {
  const pulled = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.chunks >= chunks) return controller.close();
        pulled.chunks++;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulled };
}

describe('readCapped (decision 066)', () => {
  it('reads a body within the cap, with or without a length', async () => {
    expect(await readCapped(new Response('{"a":1}'), 100)).toBe('{"a":1}');
    const { body } = stream(3, 10);
    expect(await readCapped(new Response(body), 30)).toBe('a'.repeat(30));
  });

  it('stops at the first chunk past the cap', async () => {
    const { body, pulled } = stream(1000, 1024);
    expect(await readCapped(new Response(body), 10 * 1024)).toBeUndefined();
    expect(pulled.chunks).toBe(11);
  });

  it('does not trust the length of a compressed body: it counts what it reads', async () => {
    const { body, pulled } = stream(1000, 1024);
    const response = new Response(body, { headers: { 'content-length': '100', 'content-encoding': 'gzip' } });
    expect(await readCapped(response, 10 * 1024)).toBeUndefined();
    expect(pulled.chunks).toBe(11);
  });
});
