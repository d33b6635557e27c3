import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, killPreview, startPreview } from './preview-process';

// `npm run preview` must end promptly on SIGTERM and SIGINT with browsers' keep-alive connections open, and take
// its workerd with it (scripts/preview.mjs). It serves the build: without dist/ (a fresh clone running the unit
// project alone) the test is skipped; `npm test` builds before vitest runs (scripts/test.mjs), so there it runs.
// Ports: scripts/preview-process.ts.
const built = existsSync('dist/ssr/wrangler.json') && existsSync('dist/retailer_experience_emulator/wrangler.json');

/** Live (not zombie) processes of a process group, from /proc. */
function liveProcesses(group: number): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group && fields[0] !== 'Z') found.push(`${entry} ${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))}`);
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/** A raw connection; resolves once connected. `closed` resolves when the server ends it. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed, received: () => received };
}

describe.skipIf(!built)('npm run preview', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`exits within 3 s of ${signal} with keep-alive connections open, workerd included`, { timeout: 90_000 }, async () => {
      const port = await freePort();
      const { server, up, output } = await startPreview(port);
      const exited = new Promise<number | null>((resolve) =>
        server.exitCode !== null ? resolve(server.exitCode) : server.once('exit', (code) => resolve(code)),
      );
      try {
        expect(up, `the preview answered /healthz; it printed:\n${output()}`).toBe(true);
        expect(liveProcesses(server.pid!).some((line) => line.endsWith(' workerd'))).toBe(true);

        // An idle keep-alive connection (one answered request) and an active one (a request still arriving).
        const idle = await connect(port);
        idle.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n`);
        for (let waited = 0; !idle.received().includes('\r\n\r\nok') && waited < 10_000; waited += 50)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
        const active = await connect(port);
        active.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);

        const started = performance.now();
        process.kill(server.pid!, signal);
        const code = await Promise.race([exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 3000))]);
        const seconds = (performance.now() - started) / 1000;
        expect(code, `exit after ${seconds.toFixed(1)} s`).toBe(0);
        await Promise.all([idle.closed, active.closed]);
        expect(liveProcesses(server.pid!)).toEqual([]);
      } finally {
        killPreview(server);
      }
    });
  }
});
