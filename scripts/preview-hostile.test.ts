import { existsSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killPreview, startPreview } from './preview-process';

// `npm run preview` answers like the edge (issue 28): whatever a client sends, the answer is the worker's, or a
// 4xx of the local server, never a 5xx with Node's stack trace (scripts/preview.mjs). Ops try builds with it.
// It serves the build: skipped without dist/, as scripts/preview-shutdown.test.ts is.
const built = existsSync('dist/ssr/wrangler.json') && existsSync('dist/retailer_experience_emulator/wrangler.json');

/** A frame of a Node or Vite stack trace, as connect's error page or an uncaught error prints it. */
const stackFrame = /\bat .*(?:node:|file:\/\/|node_modules|\.m?js:\d+)/;

interface Answer {
  status: number;
  text: string;
}

/** One request written as is on a socket (what no HTTP client would send), the answer read until the server closes. */
async function raw(port: number, head: string, body: Buffer[] = []): Promise<Answer> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(head);
  for (const chunk of body) if (!socket.destroyed) socket.write(chunk);
  // The answer, or what the server sent before it closed; bounded, so a server that never answers fails the test.
  const bounded = setTimeout(() => socket.destroy(), 15_000);
  await Promise.race([closed, waitForAnswer(() => received)]);
  clearTimeout(bounded);
  socket.destroy();
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), text: received };
}

/** Resolves once a whole answer with its body has arrived (content-length or a last chunk). */
async function waitForAnswer(received: () => string): Promise<void> {
  for (;;) {
    const text = received();
    const headEnd = text.indexOf('\r\n\r\n');
    if (headEnd >= 0) {
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, headEnd))?.[1];
      if (length !== undefined && Buffer.byteLength(text.slice(headEnd + 4)) >= Number(length)) return;
      if (/\r\ntransfer-encoding: chunked/i.test(text.slice(0, headEnd)) && text.endsWith('0\r\n\r\n')) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const megabyte = Buffer.alloc(1024 * 1024, 'a');

describe.skipIf(!built)('npm run preview against hostile requests', { timeout: 120_000 }, () => {
  let port = 0;
  let preview: Awaited<ReturnType<typeof startPreview>> | undefined;
  beforeAll(async () => {
    port = await freePort();
    preview = await startPreview(port);
  }, 90_000);
  afterAll(() => {
    if (preview) killPreview(preview.server);
  });

  const expectNoStack = (answer: Answer) => expect(answer.text).not.toMatch(stackFrame);

  it('started', () => expect(preview?.up, `the preview answered /healthz; it printed:\n${preview?.output()}`).toBe(true));

  it('a path of 15,000 slashes gets the worker’s 414', async () => {
    const answer = await raw(port, `GET ${'/'.repeat(15_000)} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(414);
    expect(answer.text).toContain('Address too long');
    expectNoStack(answer);
  });

  // The worker answers 413 from the length alone; the local server must not lose that answer while the body it
  // refused is still arriving (it once did, as a 500 or a 502). Several times: it was a race.
  it('a 1 MB form post, to a page or the form API, gets 413 every time', async () => {
    for (const [path, type] of [
      ['/contacts', 'application/x-www-form-urlencoded'],
      ['/api/forms/contact', 'application/json'],
      ['/api/webhooks/kontent', 'application/json'],
    ] as const) {
      for (let attempt = 0; attempt < 8; attempt++) {
        const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${type}\r\nContent-Length: ${megabyte.length}\r\nConnection: close\r\n\r\n`;
        const answer = await raw(port, head, [megabyte]);
        expect(answer.status, `${path} #${attempt}`).toBe(413);
        expectNoStack(answer);
      }
    }
  });

  it('a body the worker may read reaches it: 200 KB to a form is its 413, 256 KiB to the webhook its own answer', async () => {
    const post = (path: string, body: Buffer) =>
      raw(
        port,
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
        [body],
      );
    for (let attempt = 0; attempt < 8; attempt++) {
      const form = await post('/api/forms/contact', Buffer.alloc(200 * 1024, 'a'));
      expect(form.status, `#${attempt}`).toBe(413);
      expect(form.text).toContain('A form body is at most 64 KiB.');
    }
    // Unsigned, so the worker refuses it, but after reading it (worker/webhooks/kontent.ts): not a size refusal.
    const webhook = await post('/api/webhooks/kontent', Buffer.alloc(256 * 1024, 'a'));
    expect(webhook.status).toBeGreaterThanOrEqual(400);
    expect(webhook.status).not.toBe(413);
    expectNoStack(webhook);
  });

  it('a 1 MB body sent in chunks, without a length, is refused with a 4xx', async () => {
    const head = `POST /contacts HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
    const chunks = [Buffer.from(`${megabyte.length.toString(16)}\r\n`), megabyte, Buffer.from('\r\n0\r\n\r\n')];
    const answer = await raw(port, head, chunks);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expectNoStack(answer);
  });

  it('a Host the server cannot read as an address gets a 4xx', async () => {
    for (const host of [`127.0.0.1:99999`, 'a b', '[::1']) {
      const answer = await raw(port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer.status, host).toBeGreaterThanOrEqual(400);
      expect(answer.status, host).toBeLessThan(500);
      expectNoStack(answer);
    }
  });

  it('a small form post still reaches the worker', async () => {
    const body = Buffer.from('_form=contact');
    const head = `POST /contacts HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    const answer = await raw(port, head, [body]);
    // Signed out: the worker's guard sends the visitor to sign in (test/worker/forms/page-post.test.ts).
    expect(answer.status).toBe(302);
    expect(answer.text).toMatch(/\r\nlocation: \/login\?/i);
  });
});
