// `npm run bench:content`: the content cache against the production build in workerd on loopback, from one run:
// proxy latency of a cache hit against a miss (ratio), the KV read time of a KV hit (Server-Timing, p50), and
// Kontent calls per 1,000 page views of a warm site (the worker's own counters, /nuxt-api/kontent-proxy/__stats,
// local only); then the same views while KV fails, every call at once and every call hanging 10 s (the local switch
// /__local/faults, decision 109). Budgets (issue 4): KV hit p50 <= 2 ms, <= 1 upstream call per 1,000 warm page
// views; (issue 29) while KV fails, every view 200, <= 1 upstream call per 1,000, none slower than CONTENT_MAX_WAIT_MS.
// BENCH_CONTENT_PORT (default 4398), BENCH_SKIP_BUILD=1 to reuse dist/.
import http from 'node:http';
import { build, signIn, startPreview } from './served-build.mjs';

const port = Number(process.env.BENCH_CONTENT_PORT ?? 4398);
const origin = `http://127.0.0.1:${port}`;
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
// Keep-alive sockets, renewed after each pause (the preview server drops idle ones after 5 s).
let agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const pause = async (ms) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  agent.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
};
/** The isolate's memory layer keeps answers this long (worker/content/cache.ts memorySeconds). */
const memorySeconds = 5;

/** One GET; answers wall time, status, and the response headers. */
function request(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(`${origin}${pathname}`, { agent, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode, headers: response.headers }));
    });
    req.on('error', reject);
  });
}

const p50 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
let proxyHeaders = {};
const stats = async () => JSON.parse(await (await fetch(`${origin}/nuxt-api/kontent-proxy/__stats`, { headers: proxyHeaders })).text());
// A filter no item matches (the proxy forwards product parameters only): each value is a query, and a cache key, of its own.
const proxyPath = (i) => `/nuxt-api/kontent-proxy/items?system.type=article&language=en&limit=3&depth=1&elements.title%5Bneq%5D=bench-${i}`;
const serverTiming = (headers) => Number(/dur=([\d.]+)/.exec(String(headers['server-timing'] ?? ''))?.[1] ?? NaN);

const pages = [
  '/',
  '/news',
  '/faqs',
  '/downloads',
  '/contacts',
  '/retail-standards-2025',
  '/green-retail',
  '/cs',
  '/cs/novinky',
  '/fr_fr',
  '/fr_fr/faq',
  '/da_dk',
  '/digital-showroom',
  '/service-excellence',
];

if (!process.env.BENCH_SKIP_BUILD) build();
const server = await startPreview(port);
try {
  // The proxy answers signed-in visitors: the emulator's sign-in, then the visitor session the login check issues.
  const sso = await signIn(origin);
  const session = await fetch(`${origin}/api/session`, { headers: { cookie: sso } });
  const appSession = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('rx-session='));
  if (!appSession) throw new Error(`no visitor session issued (${session.status})`);
  proxyHeaders = { cookie: `${sso}; ${appSession}` };
  const samples = 60;
  // Misses: a new filter value makes every query its own cache key; hits: the same keys again (memory layer).
  const misses = [];
  for (let i = 0; i < samples; i++) misses.push((await request(proxyPath(`m${i}`), proxyHeaders)).ms);
  const hits = [];
  for (let i = 0; i < samples; i++) hits.push((await request(proxyPath(`m${i}`), proxyHeaders)).ms);
  // KV hits: the same keys once the memory layer has let go of them.
  await pause((memorySeconds + 1) * 1000);
  const kvReads = [];
  const kvWall = [];
  for (let i = 0; i < samples; i++) {
    const answer = await request(proxyPath(`m${i}`), proxyHeaders);
    if (/desc="kv"/.test(String(answer.headers['server-timing']))) {
      kvReads.push(serverTiming(answer.headers));
      kvWall.push(answer.ms);
    }
  }

  // A warm site: every page viewed once, then 1,000 views round robin; count the worker's Kontent calls.
  const pageHeaders = { 'user-agent': browser, accept: 'text/html', cookie: `i18n_redirected=default; ${await signIn(origin)}` };
  for (const page of pages) await request(page, pageHeaders);
  await pause(500);
  const views = 1000;
  /** 1,000 views round robin over four connections: Kontent calls, counters, failed views, the slowest view. */
  const viewAll = async () => {
    const before = await stats();
    let failed = 0;
    let slowest = 0;
    const queue = Array.from({ length: views }, (_, i) => pages[i % pages.length]);
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let page = queue.shift(); page; page = queue.shift()) {
          const answer = await request(page, pageHeaders);
          if (answer.status !== 200) failed += 1;
          slowest = Math.max(slowest, answer.ms);
        }
      }),
    );
    const after = await stats();
    const counted = (name) => after[name] - before[name];
    return { upstream: counted('upstreamCalls'), failed, slowest, counted };
  };
  const warm = await viewAll();
  const { upstream, failed, counted } = warm;

  // KV failing (decision 109): the same views with every content cache call failing, then hanging.
  const faults = (init) => fetch(`${origin}/__local/faults`, init);
  const arm = async (fault) => {
    const armed = await faults({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
    if (armed.status !== 201) throw new Error(`arming ${JSON.stringify(fault)} answered ${armed.status}`);
  };
  await arm({ mode: 'error' });
  const failing = await viewAll();
  await arm({ mode: 'timeout', delayMs: 10_000 });
  const hanging = await viewAll();
  await faults({ method: 'DELETE' });

  const missP50 = p50(misses);
  const hitP50 = p50(hits);
  const kvP50 = p50(kvReads);
  console.log(`content proxy miss p50   ${missP50.toFixed(2)} ms (Kontent emulator behind it)`);
  console.log(`content proxy hit p50    ${hitP50.toFixed(2)} ms (memory layer)`);
  console.log(`hit vs miss latency      ${(hitP50 / missP50).toFixed(2)} (miss is ${(missP50 / hitP50).toFixed(1)}x slower)`);
  console.log(
    `KV hit p50               ${kvP50.toFixed(2)} ms KV read (Server-Timing, ${kvReads.length} samples); ${p50(kvWall).toFixed(2)} ms wall`,
  );
  console.log(
    `warm site                ${upstream} Kontent calls for ${views} page views (${failed} failed) = ${((upstream / views) * 1000).toFixed(1)} per 1,000`,
  );
  console.log(
    `  cache counters over those views: memory ${counted('memoryHits')}, kv ${counted('kvHits')}, miss ${counted('misses')}, stale served ${counted('staleServed')}`,
  );
  for (const [name, run] of [
    ['KV failing', failing],
    ['KV hanging', hanging],
  ]) {
    console.log(
      `${name.padEnd(25)}${run.upstream} Kontent calls for ${views} page views (${run.failed} failed), slowest ${run.slowest.toFixed(0)} ms; memory ${run.counted('memoryHits')}, copies ${run.counted('edgeHits')}, miss ${run.counted('misses')}, stale served ${run.counted('staleServed')}`,
    );
  }
  const outages = [failing, hanging];
  const budgets = [
    ['KV hit p50 <= 2 ms', kvP50 <= 2],
    ['<= 1 upstream call per 1,000 warm page views', upstream <= 1],
    ['KV failing or hanging: every view 200', outages.every((run) => run.failed === 0)],
    ['KV failing or hanging: <= 1 upstream call per 1,000 warm page views', outages.every((run) => run.upstream <= 1)],
    ['KV hanging: no view slower than CONTENT_MAX_WAIT_MS (4000 ms)', hanging.slowest < 4000],
  ];
  for (const [name, ok] of budgets) console.log(`budget ${ok ? 'met   ' : 'MISSED'} ${name}`);
} finally {
  agent.destroy();
  server.stop();
}
