// What every benchmark needs: the production build, served by `npm run preview` (workerd) on loopback, and a
// signed-in demo retailer (pages need a signed-in user, product §6).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { acceptAll, consentCookie, consentCookieValue } from '../../app/tracking/consent-choice.ts';

export function build() {
  const result = spawnSync('vite', ['build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('build failed');
}

/** Where `npm run bench` puts its bench build (decision 091): never dist/, which stays the production build. */
export const benchBuildDir = '.tmp/bench-build';
const deployRedirect = '.wrangler/deploy/config.json';

/**
 * The bench build: the production build plus the bench-only routes (`vite build --mode bench`, vite.config.ts
 * `benchRoutes`), into .tmp/bench-build/. Every build points `npm run preview` at itself (the Cloudflare plugin's
 * deploy redirect, .wrangler/deploy/config.json); the returned `restore()` points it back at what it was (dist/),
 * to be called once a preview of the bench build has started (it reads the redirect when it starts) and again when
 * the bench ends.
 */
export function benchBuild() {
  const saved = existsSync(deployRedirect) ? readFileSync(deployRedirect, 'utf8') : undefined;
  const restore = () => {
    if (saved === undefined) rmSync(deployRedirect, { force: true });
    else writeFileSync(deployRedirect, saved);
  };
  const result = spawnSync('vite', ['build', '--mode', 'bench', '--outDir', benchBuildDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    restore();
    throw new Error('bench build failed');
  }
  return { dir: benchBuildDir, restore };
}

/** What the build is made of: a change to any of these makes dist/ stale. */
const buildInputs = [
  'worker',
  'app',
  'build',
  'emulator',
  'locales',
  'public',
  'vite.config.ts',
  'wrangler.toml',
  'package-lock.json',
  'tsconfig.json',
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/**
 * Builds unless dist/ is newer than every build input (source folders, configs, the lockfile); BENCH_SKIP_BUILD=1
 * reuses dist/ as it is. Answers whether it built.
 */
export function buildIfStale() {
  const outputs = ['dist/ssr/wrangler.json', 'dist/retailer_experience_emulator/wrangler.json', 'dist/client/.vite/manifest.json'];
  if (process.env.BENCH_SKIP_BUILD && outputs.every((file) => existsSync(file))) return false;
  const built = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (built > Math.max(...buildInputs.map(newestChange))) return false;
  build();
  return true;
}

/** The middle value; with an even count the lower of the two middle ones (the cautious reading of a score). */
/**
 * Requests per page before a page's CPU is measured or profiled: a warm site. A fresh isolate spends more per page
 * for its first several hundred requests while V8 optimizes the render path: in two runs of cpu-trend.mjs /news read
 * 3.3–6.8 ms of CPU per request up to 540–630 requests, then settled at 2.4–3.7 ms, /healthz unchanged at 0.8–1.4
 * (performance log, "098"). 800 puts every measured round past that.
 */
export const warmRequests = Number(process.env.BENCH_WARM_REQUESTS ?? 800);

/**
 * Sequential GETs of `origin` with `headers` over one keep-alive connection, as the CPU benches send them (the
 * throughput runs keep a pool of their own): `get(pathname)` answers the status once the body is read.
 */
export function sequentialClient(origin, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (pathname) =>
    new Promise((resolve, reject) => {
      http
        .get(`${origin}${pathname}`, { agent, headers }, (response) => {
          response.on('data', () => {});
          response.on('end', () => resolve(response.statusCode));
        })
        .on('error', reject);
    });
  return { get, close: () => agent.destroy() };
}

/**
 * Worker CPU per page request. workerd's clocks do not advance during pure CPU work (a Spectre mitigation), so
 * nothing inside the worker can time itself; instead the kernel's CPU accounting of the workerd process (all
 * threads) is read around sequential requests against warm content, and divided. The pages take turns in
 * `cpuRounds` rounds (so a change in the machine's load hits them alike) and the median round is reported with the
 * range. The figure is an upper bound of what the app's worker spends: the same process also runs the emulator
 * (the signed-in guard's login info, any background content refresh), miniflare's KV and the HTTP handling; the
 * /healthz figure shows that fixed share. The Node preview proxy in front of workerd is measured apart. `pages` are
 * [name, path] pairs; `warm` requests per page first (default warmRequests); `cpuRequests` per page over `cpuRounds`.
 */
export async function pageCpu(pids, proxyPid, pages, headers, base, { cpuRequests, cpuRounds, warm = warmRequests }) {
  const client = sequentialClient(base, headers);
  const samples = new Map(pages.map(([name]) => [name, { worker: [], proxy: [], failures: 0 }]));
  for (const [, pathname] of pages) for (let i = 0; i < warm; i += 1) await client.get(pathname);
  const perRound = Math.max(1, Math.round(cpuRequests / cpuRounds));
  const proxyCpu = () => (proxyPid ? cpuMilliseconds([proxyPid]) : 0);
  for (let round = 0; round < cpuRounds; round += 1) {
    for (const [name, pathname] of pages) {
      const sample = samples.get(name);
      const worker = cpuMilliseconds(pids);
      const proxy = proxyCpu();
      for (let i = 0; i < perRound; i += 1) if ((await client.get(pathname)) !== 200) sample.failures += 1;
      sample.worker.push((cpuMilliseconds(pids) - worker) / perRound);
      sample.proxy.push((proxyCpu() - proxy) / perRound);
    }
  }
  client.close();
  return pages.map(([name]) => {
    const { worker, proxy, failures } = samples.get(name);
    return [name, { worker: median(worker), rounds: worker, min: Math.min(...worker), max: Math.max(...worker), proxy: median(proxy), failures }];
  });
}

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

/**
 * Serves the build in workerd through miniflare alone (test/bench/workerd-server.mjs: no Vite preview server, no
 * request log, no local explorer; decision 062), on `port`, with workerd's DevTools inspector on `inspectorPort`
 * when given, the build in `buildDir` (default dist/), the emulator's content in `contentVolume` (default its var's, the demo). Resolves when it serves to `{ origin, inspector, stop, pid, disconnects }`; `stop()` ends it and
 * workerd; `disconnects()` counts the answers clients stopped reading.
 */
export async function startBuild(port, { inspectorPort, buildDir, contentVolume } = {}) {
  const server = spawn('node', ['test/bench/workerd-server.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      ...(inspectorPort ? { INSPECTOR_PORT: String(inspectorPort) } : {}),
      ...(buildDir ? { BUILD_DIR: buildDir } : {}),
      ...(contentVolume ? { CONTENT_VOLUME: contentVolume } : {}),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  // workerd reports each answer a client stopped reading (a load phase ends with requests in flight) as a
  // "Broken pipe" error with a native stack: counted, not printed; everything else goes to stderr.
  let disconnects = 0;
  createInterface({ input: server.stderr }).on('line', (line) => {
    if (/Broken pipe|Connection reset by peer/.test(line)) disconnects += 1;
    else if (!line.startsWith('stack: ')) console.error(line);
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const lines = createInterface({ input: server.stdout });
  const ready = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 60_000);
    lines.on('line', (line) => {
      if (!line.startsWith('ready ')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('ready '.length)));
    });
    server.once('exit', () => resolve(null));
  });
  const kvAnswers = [];
  lines.on('line', (line) => {
    if (line.startsWith('kv ')) kvAnswers.shift()?.(JSON.parse(line.slice(3)));
  });
  /** `{ entries, bytes, purgeRecords }` of the app's KV namespace `binding` (workerd-server.mjs lists it). */
  const kvFootprint = (binding = 'CONTENT_CACHE') =>
    new Promise((resolve) => {
      kvAnswers.push(resolve);
      server.stdin.write(`kv ${binding}\n`);
    });
  server.stdout.resume();
  if (!ready) {
    stop();
    throw new Error('the build server did not start');
  }
  return { origin: `http://127.0.0.1:${port}`, inspector: ready.inspector, stop, pid: server.pid, disconnects: () => disconnects, kvFootprint };
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

/**
 * A DevTools protocol session with one isolate behind workerd's inspector (`inspector` is its ws:// base URL,
 * `target` the isolate, e.g. `core:user:retailer-experience-local` for the app worker). One client per isolate.
 */
export async function inspectorSession(inspector, target) {
  const { default: WebSocket } = await import('ws'); // miniflare's, with the dev dependencies
  const socket = new WebSocket(`${inspector}/${target}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const pending = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      id += 1;
      pending.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)));
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => socket.close() };
}

/**
 * The app worker's name in the build folder `buildDir` (wrangler.toml's top level, `retailer-experience-local`): its
 * isolate's target. The bench build has its own folder, and a fresh checkout has no dist/.
 */
export function appWorkerName(buildDir = 'dist') {
  return JSON.parse(readFileSync(path.join(buildDir, 'ssr', 'wrangler.json'), 'utf8')).name;
}

/**
 * The app worker's JS heap in use (bytes) after a full garbage collection, through workerd's inspector (each command
 * answered while /healthz is served: answeredWhileServing).
 */
export async function appHeapUsed(inspector, origin, target = `core:user:${appWorkerName()}`) {
  const session = await inspectorSession(inspector, target);
  try {
    await answeredWhileServing(session.send('HeapProfiler.collectGarbage'), origin);
    return (await answeredWhileServing(session.send('Runtime.getHeapUsage'), origin)).usedSize;
  } finally {
    session.close();
  }
}

/**
 * An inspector command's answer. workerd runs an isolate's inspector commands as tasks of that isolate, which it
 * runs only when the worker next handles a request: /healthz is requested until the answer has come (at most 100).
 */
export async function answeredWhileServing(answer, origin) {
  let answered = false;
  const settled = answer.then(
    () => {
      answered = true;
    },
    () => {
      answered = true;
    },
  );
  for (let attempt = 0; !answered; attempt += 1) {
    if (attempt === 100) throw new Error('no answer from the inspector after 100 requests');
    await (await fetch(`${origin}/healthz`)).text();
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 20))]);
  }
  return answer;
}

/**
 * Every cookie a signed-in visitor holds after one page: the emulator's session (signIn), the consent choice a
 * retailer made on their first visit (decision 127: "Accept all"; without it every page is a first visit, with the
 * consent dialog written into it), plus each cookie the site sets on `pathname` (Set-Cookie, whatever their names),
 * as one Cookie header value.
 */
export async function signedInCookies(origin, pathname, headers = {}) {
  const jar = new Map();
  const take = (cookie) => {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  };
  take(await signIn(origin));
  jar.set(consentCookie.name, consentCookieValue(acceptAll, Date.now()));
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${origin}${pathname}`, { headers: { ...headers, cookie: header() }, redirect: 'manual' });
  await response.text();
  if (response.status >= 400) throw new Error(`${pathname} answered ${response.status} to a signed-in visitor`);
  const set = response.headers.getSetCookie();
  for (const cookie of set) take(cookie);
  return { cookie: header(), names: [...jar.keys()], setByPage: set.length };
}

/** The User-Agent the benches send: a current desktop Chrome (crawlers get whole pages, decision 057). */
export const benchBrowser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/**
 * A signed-in retailer coming back (decision 096): the request headers of a browser holding every cookie the site set
 * on its first page (the session, the locale, the anti-forgery token and its visitor id), as `npm run bench:load`
 * sends them. Without the token's cookies every request would be a first visit, issuing a new token and signing it.
 */
export async function returningVisitor(origin) {
  const headers = { 'user-agent': benchBrowser, accept: 'text/html', 'accept-language': 'en' };
  return { ...headers, cookie: (await signedInCookies(origin, '/', headers)).cookie };
}
