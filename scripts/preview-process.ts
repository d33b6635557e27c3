import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm run preview` started by a test (scripts/preview-*.test.ts): on a free loopback port, in a process group of
// its own, so the test ends it and its workerd by the group's id, never by a name.

/** A free loopback port: the first free one of PREVIEW_TEST_PORTS (`4515-4520`) when set, else one the system picks. */
export async function freePort(): Promise<number> {
  const range = process.env.PREVIEW_TEST_PORTS;
  if (!range) {
    return new Promise((resolve, reject) => {
      const probe = net.createServer().once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
  }
  const [first, last = first] = range.split('-').map(Number) as [number, number?];
  for (let port = first; port <= last; port += 1) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${first}-${last} (PREVIEW_TEST_PORTS)`);
}

/**
 * Starts the preview as `npm run preview` does (scripts/run.mjs: Node 24, offline switches) and waits until it
 * answers /healthz, at most `deadlineMs`. The caller ends it with `killPreview` in a `finally`.
 */
export async function startPreview(port: number, deadlineMs = 60_000): Promise<{ server: ChildProcess; up: boolean; output: () => string }> {
  const server = spawn(process.execPath, ['scripts/run.mjs', 'node', 'scripts/preview.mjs'], {
    // Local state of its own (vite.config.ts): two previews started at once on a fresh clone (the hostile-request and
    // shutdown tests run in parallel) must not create one `.wrangler/state` together. Removed by `killPreview`.
    env: { ...process.env, PORT: String(port), WORKER_STATE_PATH: stateFolder(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  stateFolders.set(server, stateFolder(port));
  // What it printed, for the failure message of a preview that did not come up; the last 4 KB are enough.
  let printed = '';
  const keep = (chunk: Buffer) => (printed = (printed + String(chunk)).slice(-4096));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  let up = false;
  for (let waited = 0; !up && waited < deadlineMs && server.exitCode === null; waited += 250) {
    up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { server, up, output: () => printed };
}

const stateFolder = (port: number) => path.join(tmpdir(), `retailer-preview-test-${port}`);
const stateFolders = new WeakMap<ChildProcess, string>();

/** Ends the preview's whole process group (workerd included) at once, by its id; nothing when it is gone already. */
export function killPreview(server: ChildProcess): void {
  if (server.pid === undefined) return; // never started
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  const folder = stateFolders.get(server);
  // The group is gone by the time the test's next step runs; a file it still held is not worth failing a run for.
  if (folder) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
}
