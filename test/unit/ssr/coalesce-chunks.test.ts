import { describe, expect, it } from 'vitest';
import { coalesceChunks } from '../../../worker/ssr/coalesce-chunks';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunk: Uint8Array) => new TextDecoder().decode(chunk);

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(text(value));
  }
}

describe('coalesceChunks', () => {
  it('joins the chunks a flush queued at once, bytes and order unchanged', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['<html>', '<body>', 'a'.repeat(5000), '</body>', '</html>']) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    const chunks = await readAll(coalesceChunks(source));
    expect(chunks).toEqual([`<html><body>${'a'.repeat(5000)}</body></html>`]);
  });

  it('holds nothing back: what is ready leaves before a later flush, which follows as it comes', async () => {
    let later!: () => void;
    const source = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('shell-1'));
        controller.enqueue(bytes('shell-2'));
        await new Promise<void>((resolve) => (later = resolve));
        controller.enqueue(bytes('deferred'));
        controller.close();
      },
    });
    const reader = coalesceChunks(source).getReader();
    expect(text((await reader.read()).value!)).toBe('shell-1shell-2');
    const next = reader.read();
    later();
    expect(text((await next).value!)).toBe('deferred');
    expect((await reader.read()).done).toBe(true);
  });

  it('starts a new chunk past 64 KB', async () => {
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new Uint8Array(4096).fill(97));
        controller.close();
      },
    });
    const chunks = await readAll(coalesceChunks(source));
    expect(chunks.map((chunk) => chunk.length)).toEqual([65536, 65536, 32768]);
  });

  it('passes cancellation on to the source', async () => {
    let reason: unknown;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(bytes('x'));
      },
      cancel(why) {
        reason = why;
      },
    });
    await coalesceChunks(source).cancel('gone');
    expect(reason).toBe('gone');
  });
});
