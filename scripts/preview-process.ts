import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

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
export async function startPreview(port: number, deadlineMs = 60_000): Promise<{ server: ChildProcess; up: boolean }> {
  const server = spawn(process.execPath, ['scripts/run.mjs', 'node', 'scripts/preview.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  let up = false;
  for (let waited = 0; !up && waited < deadlineMs && server.exitCode === null; waited += 250) {
    up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (!up) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { server, up };
}

/** Ends the preview's whole process group (workerd included) at once, by its id; nothing when it is gone already. */
export function killPreview(server: ChildProcess): void {
  if (server.pid === undefined) return; // never started
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
