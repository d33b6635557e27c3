// `npm run bench:lighthouse`: builds (unless LIGHTHOUSE_SKIP_BUILD=1), serves the production build in workerd on
// loopback behind a gzip proxy (as Cloudflare compresses in production) and runs Lighthouse 13 (mobile, the default
// form factor) on every screen with a layout (home, news, an article, FAQ, downloads, contacts, the customer process,
// the styleguide) in the default locale and in Czech, as the signed-in demo retailer. Prints each screen's four
// category scores against the budgets (performance ≥ 95, accessibility, best practices and SEO 100; issues 7 and 18),
// its client JavaScript in gzip bytes (first load, what its HTML names, against the 120 KB budget; and all it requested), whether its largest contentful paint
// is an image requested with high priority (not lazy, found in the HTML), the `Link` preload headers of its
// document answer (what Cloudflare sends ahead as Early Hints) and the server's time to answer it; full reports go
// to reports/lighthouse/. Budgets are reported here, never as timed tests.
// Each page is audited LIGHTHOUSE_RUNS times (default 5, as Lighthouse's documentation advises for a variable
// machine) and each category is judged on the median of the runs' scores (Lighthouse CI's "median" aggregation);
// every run's performance score is printed beside it. The metrics shown and the report saved are Lighthouse's own
// median run (closest to the median first contentful paint and time to interactive). LIGHTHOUSE_PAGES (comma
// separated paths) narrows a run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { build, median, signIn, startCompressingProxy, startPreview } from './served-build.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4398);
const origin = `http://127.0.0.1:${port}`;
/** Every screen with a layout, in the default locale and in Czech (paths from app/screens/screens.ts). */
const screens = [
  ['/', '/cs'],
  ['/news', '/cs/novinky'],
  ['/retail-standards-2025', '/cs/retail-standards-2025'],
  ['/faqs', '/cs/faqs'],
  ['/downloads', '/cs/soubory-ke-stazeni'],
  ['/contacts', '/cs/kontakty'],
  ['/customer-process', '/cs/customer-process'],
  ['/styleguide', '/cs/styleguide'],
];
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? screens.flat();
const budgets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const jsBudget = 120 * 1024;
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
// TanStack streams only to browsers: the server-time and Link-header requests present themselves as one.
const browserAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36';

/** gzip bytes of the page's scripts, read from the build (the preview server does not compress). */
const gzipOfBuildFile = (pathname) => {
  const file = path.join('dist/client', pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};

/**
 * The page's client JavaScript from the build, gzip: `all` that Lighthouse saw the page request (the forms' chunks
 * after idle and tracking included), and its `firstLoad`: the scripts and module preloads its HTML names, which is
 * what the budget judges (issues 16 and 18: what loads after idle or interest is not first load).
 */
function scriptBytes(lhr, named) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  let all = 0;
  let firstLoad = 0;
  // A module preload and its import can both appear as requests: each file counts once.
  const seen = new Set();
  for (const item of items) {
    if (item.resourceType !== 'Script' || !item.url.startsWith(origin) || seen.has(item.url)) continue;
    seen.add(item.url);
    const { pathname } = new URL(item.url);
    const bytes = gzipOfBuildFile(pathname);
    if (process.env.LIGHTHOUSE_VERBOSE === '1') console.log(`  ${bytes}\t${item.url}${named.has(pathname) ? ' (first load)' : ''}`);
    all += bytes;
    if (named.has(pathname)) firstLoad += bytes;
  }
  return { all, firstLoad };
}

/** The paths of the scripts the page's HTML names (script src and module preloads). */
async function namedScripts(pathname, cookie) {
  const html = await (await fetch(`${origin}${pathname}`, { headers: { cookie, 'user-agent': browserAgent, accept: 'text/html' } })).text();
  return new Set([...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map((match) => new URL(match[1], origin).pathname));
}

/**
 * How the page's largest contentful paint was found: `text` when it is no image; `image ok` when the image was
 * requested with fetchpriority=high, not lazily and from the HTML itself; otherwise the checks it failed
 * (Lighthouse's LCP discovery insight: priorityHinted, eagerlyLoaded, requestDiscoverable).
 */
function lcpImage(lhr) {
  const checklist = lhr.audits['lcp-discovery-insight']?.details?.items?.find((item) => item.type === 'checklist')?.items;
  if (!checklist) return { label: 'text', ok: true };
  const failed = Object.entries(checklist)
    .filter(([, check]) => !check.value)
    .map(([key]) => key);
  return { label: failed.length ? `image: not ${failed.join(', not ')}` : 'image ok', ok: failed.length === 0 };
}

/** The `Link` preloads of the page's document answer (what Cloudflare caches and sends ahead as 103 Early Hints). */
async function linkPreloads(pathname, cookie) {
  const response = await fetch(`${origin}${pathname}`, { headers: { cookie, 'user-agent': browserAgent, accept: 'text/html' } });
  await response.arrayBuffer();
  return (response.headers.get('link') ?? '').split(/,\s*(?=<)/).filter((link) => /rel="?(module)?preload\b/.test(link)).length;
}

/** Median server time to the complete HTML of a page over a few sequential requests (a proxy for worker CPU). */
async function serverTime(pathname, cookie) {
  const times = [];
  for (let i = 0; i < 15; i += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${pathname}`, {
      headers: { cookie, 'user-agent': browserAgent, accept: 'text/html' },
    });
    await response.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') build();
// The preview listens one port up; pages are audited through a gzip proxy on `port`, compressed as the edge serves them.
const server = await startPreview(port + 1);
const proxy = await startCompressingProxy(server.origin, port);
// A fresh browser per page: a page audited after another in the same browser reads state the first one left.
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
let chrome;
let failed = false;
try {
  const cookie = await signIn(origin);
  console.log(`${pages.length} pages × ${runsPerPage} runs; load average at the start: ${loadAverage()}`);
  const rows = [];
  for (const pathname of pages) {
    // One warm-up load so the emulator's and the worker's caches are as a returning visitor finds them.
    await fetch(`${origin}${pathname}`, { headers: { cookie } });
    const runs = [];
    const errors = [];
    for (let run = 0; run < runsPerPage; run += 1) {
      chrome = await launchChrome();
      const result = await lighthouse(`${origin}${pathname}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(budgets),
        extraHeaders: { Cookie: cookie },
      });
      await chrome.kill();
      chrome = undefined;
      // Lighthouse could not record the page (NO_NAVSTART and the like happen on a loaded machine): that run is left out.
      if (result.lhr.runtimeError) errors.push(result.lhr.runtimeError.code);
      else runs.push(result.lhr);
    }
    const valid = filterToValidRuns(runs);
    if (!valid.length) {
      failed = true;
      rows.push({ page: pathname, budget: `NOT MEASURED: ${errors.join(' ') || 'no run with FCP and TTI'}` });
      continue;
    }
    const lhr = computeMedianRun(valid);
    // The whole median report, to read what a score is made of (open it in any Lighthouse viewer).
    mkdirSync('reports/lighthouse', { recursive: true });
    writeFileSync(`reports/lighthouse/${pathname.replace(/\W+/g, '_') || '_'}.json`, JSON.stringify(lhr));
    const runScores = valid.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join(' ');
    const scores = Object.fromEntries(
      Object.keys(budgets).map((key) => [key, median(valid.map((run) => Math.round((run.categories[key]?.score ?? 0) * 100)))]),
    );
    const js = scriptBytes(lhr, await namedScripts(pathname, cookie));
    const below = Object.entries(budgets)
      .filter(([key, min]) => scores[key] < min)
      .map(([key]) => key);
    if (js.firstLoad > jsBudget) below.push('javascript');
    const lcp = lcpImage(lhr);
    if (!lcp.ok) below.push('lcp-image');
    const preloads = await linkPreloads(pathname, cookie);
    if (!preloads) below.push('early-hints');
    failed ||= below.length > 0;
    const problems = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    const metric = (id) => (lhr.audits[id]?.numericValue ?? NaN).toFixed(0);
    // The machine's 1-minute load average as the page's runs ended: Lighthouse's simulated slow CPU multiplies it.
    const load = loadavg()[0].toFixed(1);
    // Each run's blocking time and largest paint beside its score: the runs of one page spread over up to 20 points.
    const perRun = (id) => valid.map((run) => (run.audits[id]?.numericValue ?? NaN).toFixed(0)).join(' ');
    console.log(
      `${pathname}: ${Object.values(scores).join(' / ')} (performance runs ${runScores}; TBT ${perRun('total-blocking-time')} ms; LCP ${perRun('largest-contentful-paint')} ms), load ${load}`,
    );
    rows.push({
      page: pathname,
      ...scores,
      'perf runs': runScores + (errors.length ? ` (+${errors.length} failed: ${errors.join(' ')})` : ''),
      'FCP ms': metric('first-contentful-paint'),
      'LCP ms': metric('largest-contentful-paint'),
      'TBT ms': metric('total-blocking-time'),
      CLS: (lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
      'js first KB': (js.firstLoad / 1024).toFixed(1),
      'js all KB': (js.all / 1024).toFixed(1),
      LCP: lcp.label,
      'Link preloads': preloads,
      'server ms p50': (await serverTime(pathname, cookie)).toFixed(1),
      load,
      budget: below.length ? `MISSED ${below.join(' ')}` : 'ok',
      failing: problems.join(' '),
    });
  }
  // Two tables, so that each fits a terminal: the scores against the budgets, then what they are made of.
  const scoreColumns = ['page', ...Object.keys(budgets), 'perf runs', 'load', 'budget'];
  const pick = (row, keys) => Object.fromEntries(keys.filter((key) => key in row).map((key) => [key, row[key]]));
  console.table(rows.map((row) => pick(row, scoreColumns)));
  console.table(rows.map((row) => pick(row, ['page', ...Object.keys(row).filter((key) => !scoreColumns.includes(key))])));
  console.log(`load average at the end: ${loadAverage()}`);
} finally {
  await chrome?.kill();
  proxy.stop();
  server.stop();
}
process.exitCode = failed ? 1 : 0;
