// What every benchmark needs: the production build, served by `npm run preview` (workerd) on loopback, and a
// signed-in demo retailer (pages need a signed-in user, SPEC §6).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export function build() {
  const result = spawnSync('vite', ['build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('build failed');
}

/** The middle value; with an even count the lower of the two middle ones (the cautious reading of a score). */
export function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
}

/**
 * Starts the preview server on `port` and waits for it; `stop()` ends it and everything it started, `pid` is the
 * server's process (the root of the processes serving the build).
 */
export async function startPreview(port) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('node', ['scripts/preview.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => process.kill(-server.pid, 'SIGTERM');
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop, pid: server.pid };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error('preview server did not start');
}

/** The emulator's session cookie for a demo user, obtained through its sign-in page as a browser would. */
export async function signIn(origin, userId = 'retailer-cz-01') {
  const response = await fetch(`${origin}/__emulator/sign-in`, {
    method: 'POST',
    body: new URLSearchParams({ userId, backlink: '/' }),
    redirect: 'manual',
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`could not sign in as ${userId} (${response.status})`);
  return cookie;
}

/**
 * The workerd processes serving the preview: descendants of the preview server's process (vite preview starts
 * miniflare, which starts workerd). Read from /proc, so Linux only.
 */
export function workerdPids(rootPid) {
  const children = new Map();
  const names = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const close = stat.lastIndexOf(')');
    const ppid = Number(stat.slice(close + 2).split(' ')[1]);
    names.set(Number(entry), stat.slice(stat.indexOf('(') + 1, close));
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const found = [];
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      if (names.get(child) === 'workerd') found.push(child);
      walk(child);
    }
  };
  walk(rootPid);
  return found;
}

/**
 * CPU time in milliseconds that processes have run so far, all their threads summed, from the kernel's per-thread
 * scheduler statistics (nanoseconds). Unlike a clock read inside workerd (frozen during pure CPU work as a
 * Spectre mitigation), this counts every instruction the processes executed, whatever the machine's load.
 */
export function cpuMilliseconds(pids) {
  let nanoseconds = 0;
  for (const pid of pids) {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        nanoseconds += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // the thread ended between the listing and the read
      }
    }
  }
  return nanoseconds / 1e6;
}

/**
 * A loopback proxy in front of `upstream` that gzips text answers for clients that accept it, as Cloudflare's edge
 * does in production (the local preview serves everything uncompressed). Lighthouse's simulated slow network
 * otherwise weighs the raw bytes. Resolves to `{ origin, stop }`.
 */
export async function startCompressingProxy(upstream, port) {
  const { createServer, request } = await import('node:http');
  const { createGzip } = await import('node:zlib');
  const target = new URL(upstream);
  const server = createServer((incoming, outgoing) => {
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const compress =
          /gzip/.test(String(incoming.headers['accept-encoding'] ?? '')) &&
          /text|javascript|json|svg|css/.test(type) &&
          !answer.headers['content-encoding'];
        const headers = { ...answer.headers };
        if (compress) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        // Z_SYNC_FLUSH keeps a streamed page streaming: each chunk the worker sends reaches the browser at once.
        if (compress) answer.pipe(createGzip({ flush: 2 })).pipe(outgoing);
        else answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
