// `npm run bench`: builds, serves the production build in workerd on loopback and prints, from one run:
// SSR throughput of the home page against a plain-text route on the same server (ratio), p50/p99 latency of each,
// the gzip bytes of the JavaScript the home page loads in Chromium, and the gzip bytes of the worker bundle.
// Budgets (issue 2) are checked here and reported, never as timed tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, signIn, startPreview } from './served-build.mjs';

const port = Number(process.env.BENCH_PORT ?? 4399);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const origin = `http://127.0.0.1:${port}`;
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Closed-loop load: `connections` keep-alive clients request `path` back to back for `seconds`. */
async function load(pathname, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.get(`${origin}${pathname}`, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          if (response.statusCode !== 200) errors += 1;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), requests: latencies.length, errors };
}

async function homePageJavaScript(session) {
  const instance = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await instance.newContext();
    const [name, value] = session.split('=');
    await context.addCookies([{ name, value, url: origin }]);
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.url().startsWith(origin) && type.includes('javascript')) scripts.set(response.url(), await response.body());
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    let gzip = 0;
    for (const body of scripts.values()) gzip += gzipSync(body, { level: 9 }).length;
    return { files: scripts.size, gzip };
  } finally {
    await instance.close();
  }
}

function workerBundleGzip() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(m?js|wasm)$/.test(name)) files.push(file);
    }
  };
  walk('dist/ssr');
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(2)} ms`;
const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

build();
const server = await startPreview(port);
try {
  const session = await signIn(origin);
  const headers = { 'user-agent': browser, accept: 'text/html', cookie: `i18n_redirected=default; ${session}` };
  await load('/', headers); // warm-up: isolate, module compilation, caches
  const plain = await load('/healthz', headers);
  const home = await load('/', headers);
  // The dashboard has no layout and no content: the cost of the framework alone (guards, router, React, stream).
  const bare = await load('/dashboard', headers);
  const ratio = home.rps / plain.rps;
  const js = await homePageJavaScript(session);
  const worker = workerBundleGzip();
  console.log(`\nRetailer Experience benchmark (${seconds} s per route, ${connections} connections, loopback, one run)`);
  console.log(`plain route /healthz   ${plain.rps.toFixed(0)} req/s  p50 ${ms(plain.p50)}  p99 ${ms(plain.p99)}  (${plain.requests} requests, ${plain.errors} errors)`);
  console.log(`home page SSR /        ${home.rps.toFixed(0)} req/s  p50 ${ms(home.p50)}  p99 ${ms(home.p99)}  (${home.requests} requests, ${home.errors} errors)`);
  console.log(`bare SSR /dashboard    ${bare.rps.toFixed(0)} req/s  p50 ${ms(bare.p50)}  p99 ${ms(bare.p99)}  (${bare.requests} requests, ${bare.errors} errors)`);
  console.log(`SSR / plain throughput ratio  ${ratio.toFixed(2)}  (budget ≥ 0.5: ${verdict(ratio >= 0.5)})`);
  console.log(`bare SSR / plain ratio       ${(bare.rps / plain.rps).toFixed(2)}  (for reference: framework without content)`);
  console.log(`home page client JavaScript   ${kb(js.gzip)} gzip in ${js.files} files  (budget ≤ 90 KB: ${verdict(js.gzip <= 90 * 1024)})`);
  console.log(`worker bundle                 ${kb(worker)} gzip  (budget ≤ 1 MB: ${verdict(worker <= 1024 * 1024)})`);
} finally {
  server.stop();
}
