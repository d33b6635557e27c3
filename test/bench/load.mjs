// `npm run bench:load`: a load check of the production build on loopback (issue 13; decision 062). Not part of
// `npm test`. Builds unless dist/ is fresh (BENCH_SKIP_BUILD=1 reuses it as it is), serves it in workerd without
// Vite (served-build.mjs startBuild), signs a demo retailer in and keeps every cookie the site sets on a page, warms
// every URL of the mix (then loads it for LOAD_WARM_SECONDS, 10), and runs autocannon with LOAD_CONNECTIONS (64)
// keep-alive connections for LOAD_SECONDS (60) over a mix of signed-in pages and content-proxy calls, twice:
//   1. the mix as it is. Printed: requests, errors by status and socket error, req/s, p50/p99 latency, and the app
//      isolate's JS heap in use after a forced GC before and after (workerd's inspector). Checks: every answer is
//      2xx or 3xx, and the heap ends within 10 % of where it started. Socket errors are printed, not judged: on a
//      loaded shared machine an odd connection reset comes from the local runtime or the machine, not the app.
//   2. the same with LOAD_BUST_SHARE (10 %) of the requests carrying random cache-busting parameters, half an
//      unknown parameter (`cb=…`), half a valid-looking filter (`elements.title[eq]=…`). Printed: upstream (Kontent)
//      calls during the phase (the worker's local-only counters, /nuxt-api/kontent-proxy/__stats). Checks: no answer
//      is 5xx, and the only 4xx are the proxy's refusals of busting requests (400 for a parameter it does not know,
//      429 once the visitor's new-query budget is spent), no more of them than busting requests; and the upstream
//      calls stay bounded by the visitor, not by what it sends: at most LOAD_UPSTREAM_ALLOWANCE (50: refreshes and
//      first misses) plus the visitor's budget (worker/content/query-budget.ts, per started minute of the phase,
//      plus one window the phase may straddle). A proxy that forwards every busting request to Kontent makes one
//      call each and fails it. The heap after this phase is printed for information: the content service keeps up
//      to 300 answers in memory, which busting fills.
//   3. the mix of phase 1 while the content cache's KV fails (the local switch /__local/faults, mode LOAD_KV_FAULT,
//      default `error` at every call; decision 109). Checks: every answer 2xx or 3xx, and the upstream calls stay
//      within LOAD_UPSTREAM_ALLOWANCE: the pages were seen, so the isolate's memory and the copies in the location
//      answer them.
// LOAD_CONTENT_VOLUME=brand serves the emulator's brand-sized site (docs/emulator.md, decision 119): the mix then reads
// generated articles too. Exits 1 when a check fails. LOAD_PORT (default 4396) serves the build, LOAD_INSPECTOR_PORT
// (LOAD_PORT + 1) its inspector; LOAD_SECONDS shortens a run (LOAD_SECONDS=10 LOAD_WARM_SECONDS=3 for a quick one). Throughput on a shared machine moves with its load: the load average is printed with every figure.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { appHeapUsed, buildIfStale, signedInCookies, startBuild } from './served-build.mjs';

const port = Number(process.env.LOAD_PORT ?? 4396);
const inspectorPort = Number(process.env.LOAD_INSPECTOR_PORT ?? port + 1);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 64);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const warmSeconds = Number(process.env.LOAD_WARM_SECONDS ?? 10);
const bustShare = Number(process.env.LOAD_BUST_SHARE ?? 0.1);
const upstreamAllowance = Number(process.env.LOAD_UPSTREAM_ALLOWANCE ?? 50);
const heapTolerance = 0.1;
const contentVolume = process.env.LOAD_CONTENT_VOLUME ?? 'demo';
const kvFault = process.env.LOAD_KV_FAULT ?? 'error';
/** The visitor's new-query budget a minute, as the worker has it (a TypeScript module, read rather than imported). */
const budgetPerMinute = Number(
  /newQueriesPerMinute = (\d+)/.exec(readFileSync(new URL('../../worker/content/query-budget.ts', import.meta.url), 'utf8'))[1],
);
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const proxy = '/nuxt-api/kontent-proxy';
/**
 * What signed-in retailers request: every screen with content in several locales (the search, limited per client,
 * is left out: 64 connections of one client would meet its limit), and what their browsers ask the content proxy.
 */
const volumeArticles = contentVolume === 'brand' ? ['/brand-article-0001', '/cs/brand-article-0420', '/fr_fr/brand-article-0999'] : [];
const pages = [
  '/',
  '/news',
  '/news?page=2',
  '/retail-standards-2025',
  '/cs',
  '/cs/novinky',
  '/cs/kontakty',
  '/faqs',
  '/downloads',
  '/contacts',
  '/fr_fr/faq',
  '/fr_fr/downloads',
  '/da_dk/news',
  '/green-retail',
  '/cpo',
  ...volumeArticles,
];
const proxyCalls = [
  `${proxy}/items?system.type=news_item&language=en&order=elements.date[desc]&limit=10&depth=0`,
  `${proxy}/items?system.type=news_item&language=cs&order=elements.date[desc]&limit=10&depth=0`,
  `${proxy}/items?system.type=faq_page&language=en&depth=3`,
  `${proxy}/items?system.type=footer&language=en&limit=1&depth=3`,
  `${proxy}/languages`,
  `${proxy}/items/article_retail_standards?language=en&depth=1`,
  `${proxy}/items/article_green_retail?language=cs&depth=1`,
];

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;
const random = () => Math.random().toString(36).slice(2, 10);

/** The request list for autocannon: each URL of the mix with its headers; `bust` decides per request. */
function requestsOf(headers, bust) {
  const pageHeaders = { ...headers, accept: 'text/html' };
  const proxyHeaders = { ...headers, accept: 'application/json', referer: 'http://127.0.0.1/news' };
  const entry = (path, kind) => ({
    method: 'GET',
    path,
    headers: kind === 'page' ? pageHeaders : proxyHeaders,
    setupRequest: (request) => {
      const how = bust(kind);
      if (!how) return request;
      const parameter = how === 'unknown' ? `cb=${random()}` : `elements.title%5Beq%5D=${random()}`;
      return { ...request, path: `${request.path}${request.path.includes('?') ? '&' : '?'}${parameter}` };
    },
  });
  // Pages and proxy calls interleaved, so every connection sends both kinds.
  const list = [];
  for (let i = 0; i < Math.max(pages.length, proxyCalls.length); i += 1) {
    if (pages[i]) list.push(entry(pages[i], 'page'));
    if (proxyCalls[i]) list.push(entry(proxyCalls[i], 'proxy'));
  }
  return list;
}

/**
 * The app's heap in use after a forced GC, measured once the background work of the last requests (cache writes,
 * refreshes: waitUntil) has had time to finish, so that what is measured is what the isolate keeps.
 */
async function settledHeap() {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return appHeapUsed(inspector, origin);
}

/** One closed-loop phase of autocannon; answers its figures. */
async function phase(headers, bust = () => null, duration = seconds) {
  const socketErrors = new Map();
  const instance = autocannon({
    url: origin,
    connections,
    duration,
    requests: requestsOf(headers, bust),
    timeout: 30,
  });
  instance.on('reqError', (error) => {
    const code = error.code ?? error.message;
    socketErrors.set(code, (socketErrors.get(code) ?? 0) + 1);
  });
  const result = await instance;
  const byStatus = Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [Number(status), count]);
  const failed = byStatus.filter(([status]) => status >= 400 || status < 200);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    byStatus,
    failed,
    socketErrors: [...socketErrors],
    errors: failed.reduce((sum, [, count]) => sum + count, 0) + result.errors,
    load: loadAverage(),
  };
}

function print(name, figures) {
  const statuses = figures.byStatus.map(([status, count]) => `${status}: ${count}`).join(', ');
  const failures = [
    ...figures.failed.map(([status, count]) => `${count}× ${status}`),
    ...figures.socketErrors.map(([code, count]) => `${count}× ${code}`),
  ];
  console.log(
    `${name}: ${figures.requests} requests, ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
      `${figures.errors} errors${failures.length ? ` (${failures.join(', ')})` : ''}  [answers ${statuses}]  load average ${figures.load}`,
  );
}

/** The worker's counters; the proxy answers signed-in visitors only, so with the visitor's cookies. */
const stats = async (headers) => {
  const response = await fetch(`${origin}${proxy}/__stats`, { headers: { ...headers, accept: 'application/json' } });
  if (!response.ok) throw new Error(`${proxy}/__stats answered ${response.status}`);
  return response.json();
};

const started = performance.now();
if (buildIfStale()) console.log('built dist/');
const server = await startBuild(port, { inspectorPort, contentVolume });
console.log(`content volume: ${contentVolume}`);
const { origin, inspector } = server;
let failedChecks = 0;
const check = (ok, text) => {
  if (!ok) failedChecks += 1;
  console.log(`check ${ok ? 'passed' : 'FAILED'}: ${text}`);
};
try {
  const session = await signedInCookies(origin, '/', { 'user-agent': browser, accept: 'text/html', 'accept-language': 'en' });
  console.log(`signed in as a demo retailer; cookies sent with every request: ${session.names.join(', ')} (${session.setByPage} set by the page)`);
  const headers = { 'user-agent': browser, cookie: session.cookie };

  // Warm: every URL of the mix a few times (content cache, compiled code, the isolate's memos); all must answer.
  for (let round = 0; round < 3; round += 1) {
    for (const path of [...pages, ...proxyCalls]) {
      const accept = path.startsWith(proxy) ? 'application/json' : 'text/html';
      const response = await fetch(`${origin}${path}`, { headers: { ...headers, accept }, redirect: 'manual' });
      await response.text();
      if (response.status >= 400) throw new Error(`warm-up: ${path} answered ${response.status}`);
    }
  }

  // And under load for LOAD_WARM_SECONDS, so that V8 has compiled the hot code before the heap is first measured:
  // optimized code lives in the heap too (about 2 MB over the first minute, then tens of KB a minute).
  await phase(headers, undefined, warmSeconds);

  console.log(
    `\nLoad check: ${connections} connections × ${seconds} s per phase, loopback, ${pages.length} pages and ${proxyCalls.length} proxy calls in turn`,
  );
  const heapBefore = await settledHeap();
  const steady = await phase(headers);
  const heapAfter = await settledHeap();
  print('phase 1, warm mix', steady);
  const growth = (heapAfter - heapBefore) / heapBefore;
  console.log(
    `app isolate JS heap in use after a forced GC: ${mb(heapBefore)} before, ${mb(heapAfter)} after (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`,
  );
  check(steady.failed.length === 0, 'phase 1: every answer 2xx or 3xx');
  check(heapAfter <= heapBefore * (1 + heapTolerance), `the app's heap within ${heapTolerance * 100} % of where it started`);

  const busted = { page: 0, proxy: 0, unknown: 0, filter: 0 };
  let turn = 0;
  const bust = (kind) => {
    if (Math.random() >= bustShare) return null;
    busted[kind] += 1;
    turn += 1;
    const how = turn % 2 ? 'unknown' : 'filter';
    busted[how] += 1;
    return how;
  };
  const statsBefore = await stats(headers);
  const busting = await phase(headers, bust);
  const statsAfter = await stats(headers);
  const upstream = statsAfter.upstreamCalls - statsBefore.upstreamCalls;
  const bustingRequests = busted.page + busted.proxy;
  const heapEnd = await settledHeap();
  print(`phase 2, ${(bustShare * 100).toFixed(0)} % cache-busting`, busting);
  console.log(
    `cache-busting requests: ${bustingRequests} (${busted.page} pages, ${busted.proxy} proxy calls; ${busted.unknown} with an unknown parameter, ${busted.filter} with a filter)`,
  );
  console.log(
    `upstream (Kontent) calls during phase 2: ${upstream} (${bustingRequests ? ((upstream / bustingRequests) * 100).toFixed(1) : '0'} per 100 busting requests); ` +
      `cache: memory ${statsAfter.memoryHits - statsBefore.memoryHits}, kv ${statsAfter.kvHits - statsBefore.kvHits}, miss ${statsAfter.misses - statsBefore.misses}`,
  );
  // For information: the content service keeps up to 300 answers in memory (worker/content/cache.ts), so busting
  // fills it with answers nobody asks for again; bounded, and not judged.
  console.log(`app isolate JS heap in use after a forced GC: ${mb(heapEnd)} after phase 2 (for information)`);
  const refusals = busting.failed.filter(([status]) => status === 400 || status === 429);
  const refused = refusals.reduce((sum, [, count]) => sum + count, 0);
  check(
    refusals.length === busting.failed.length && refused <= bustingRequests,
    `phase 2: every answer 2xx or 3xx, but for ${refused} busting requests refused with 400 or 429 (of ${bustingRequests})`,
  );
  const windows = Math.ceil(seconds / 60) + 1;
  const bound = upstreamAllowance + budgetPerMinute * windows;
  check(
    upstream <= bound,
    `upstream calls stay bounded: ${upstream} ≤ ${bound} (${upstreamAllowance} + ${budgetPerMinute} new queries a minute × ${windows} windows)`,
  );

  // Phase 3: KV failing at every call. Pages were all seen: memory and the copies in the location answer them.
  const arm = await fetch(`${origin}/__local/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ target: 'content-cache', mode: kvFault, ...(kvFault === 'error' ? {} : { delayMs: 3000 }) }),
  });
  if (arm.status !== 201) throw new Error(`arming the KV fault answered ${arm.status}`);
  const kvBefore = await stats(headers);
  const failing = await phase(headers);
  const kvAfter = await stats(headers);
  await fetch(`${origin}/__local/faults`, { method: 'DELETE' });
  print(`phase 3, KV failing (${kvFault} at every call)`, failing);
  const failingUpstream = kvAfter.upstreamCalls - kvBefore.upstreamCalls;
  console.log(
    `upstream (Kontent) calls during phase 3: ${failingUpstream}; cache: memory ${kvAfter.memoryHits - kvBefore.memoryHits}, copies ${kvAfter.edgeHits - kvBefore.edgeHits}, miss ${kvAfter.misses - kvBefore.misses}`,
  );
  check(failing.failed.length === 0, 'phase 3 (KV failing): every answer 2xx or 3xx');
  check(failingUpstream <= upstreamAllowance, `phase 3: upstream calls stay bounded: ${failingUpstream} ≤ ${upstreamAllowance}`);
} finally {
  server.stop();
}
console.log(`(answers cut short when a phase ended: ${server.disconnects()})`);
console.log(`\n${failedChecks ? `${failedChecks} check(s) FAILED` : 'all checks passed'} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
process.exit(failedChecks ? 1 : 0);
