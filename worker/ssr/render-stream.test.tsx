import { Suspense, use } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { renderToByteStream } from './render-stream';

const decoder = new TextDecoder();

/** The stream's chunks as text; a character split between two chunks (the edge build's 4 KB arrays) counts in the later. */
async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const streamDecoder = new TextDecoder();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(streamDecoder.decode(value, { stream: true }));
  }
}

function Table({ rows }: { rows: number }) {
  return (
    <html lang="en">
      <body>
        <table>
          <tbody>
            {Array.from({ length: rows }, (_, i) => `row ${i} & <cell> žluťoučký 🚗`).map((label) => (
              <tr key={label}>
                <td>{label}</td>
                <td>{'x'.repeat(40)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </body>
    </html>
  );
}

function Broken(): never {
  throw new Error('broken shell');
}

function Deferred({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

describe('renderToByteStream', () => {
  it("writes the markup of React's edge build, a flush in one chunk instead of 4 KB arrays, multi-byte text intact", async () => {
    const options = { signal: new AbortController().signal, nonce: 'n0nce', onError: () => undefined };
    const ours = await chunksOf((await renderToByteStream(<Table rows={500} />, options)).stream);
    const edge = await chunksOf(
      await renderToReadableStream(<Table rows={500} />, { nonce: 'n0nce', progressiveChunkSize: Number.POSITIVE_INFINITY }),
    );
    expect(ours.join('')).toBe(edge.join(''));
    expect(ours.join('')).toContain('row 7 &amp; &lt;cell&gt; žluťoučký 🚗');
    expect(edge.length).toBeGreaterThan(5);
    expect(ours).toHaveLength(1);
  });

  it('sends the shell first and a later flush when it comes; allReady waits for it', async () => {
    let resolve!: (value: string) => void;
    const value = new Promise<string>((done) => (resolve = done));
    const rendered = await renderToByteStream(
      <html lang="en">
        <body>
          <h1>shell</h1>
          <Suspense fallback={<p>loading</p>}>
            <Deferred value={value} />
          </Suspense>
        </body>
      </html>,
      { signal: new AbortController().signal, onError: () => undefined },
    );
    let ready = false;
    void rendered.allReady.then(() => (ready = true));
    const reader = rendered.stream.getReader();
    const shell = decoder.decode((await reader.read()).value);
    expect(shell).toContain('<h1>shell</h1>');
    expect(shell).toContain('loading');
    expect(ready).toBe(false);
    resolve('arrived');
    const rest: string[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) rest.push(decoder.decode(read.value));
    expect(rest.join('')).toContain('arrived');
    await rendered.allReady;
    expect(ready).toBe(true);
  });

  it('rejects when the shell fails, with onError told', async () => {
    const errors: unknown[] = [];
    await expect(renderToByteStream(<Broken />, { signal: new AbortController().signal, onError: (error) => errors.push(error) })).rejects.toThrow(
      'broken shell',
    );
    expect(errors).toHaveLength(1);
  });

  it('stops rendering when the request is aborted', async () => {
    const controller = new AbortController();
    const never = new Promise<string>(() => undefined);
    const rendered = await renderToByteStream(
      <html lang="en">
        <body>
          <Suspense fallback={<p>loading</p>}>
            <Deferred value={never} />
          </Suspense>
        </body>
      </html>,
      { signal: controller.signal, onError: () => undefined },
    );
    const reader = rendered.stream.getReader();
    await reader.read();
    controller.abort(new Error('visitor left'));
    // As with the edge build: the pending part is left to the browser, the document ends instead of hanging.
    let read = await reader.read();
    while (!read.done) read = await reader.read();
    await rendered.allReady;
  });
});
