// `npm run bench:profile [-- /path,/other 200]`: a CPU profile of the app worker serving pages (decision 057).
// Builds the bench build (.tmp/bench-build: the production build plus the bench-only routes, so the standard SSR
// workload /__bench/ssr-throughput can be profiled too; decision 091), serves it in workerd (`npm run preview` on
// PROFILE_PORT, default 4398), signs a demo retailer in, warms each page up, then records V8's sampling profiler through workerd's inspector (the Vite plugin's inspector
// proxy, one client at a time) over sequential requests of the pages (default `/`, 200 requests each). Writes
// test-results/worker.cpuprofile (open it in Chrome DevTools' Performance panel) and prints the frames with the
// most self time and inclusive time, mapped back to sources through the bench build's ssr/*.map.
// `PROFILE_ALLOCATIONS=all` records V8's sampling heap profiler instead and prints the bytes each frame allocates per
// request (objects collected since included); `PROFILE_ALLOCATIONS=promoted` counts only what survived the young
// generation's collections, i.e. what the isolate promoted to its old generation, whose full collections are the pauses
// of `npm run bench:tail` (decision 138). Writes test-results/worker.heapprofile.
// Inside workerd only this sampling sees CPU (timers are frozen); the figures are sample times, inflated by the
// profiler itself and by the machine's load: compare shares within one profile, not milliseconds across runs.
// `ws` (miniflare's) and `@jridgewell/trace-mapping` (Babel's) come with the dev dependencies; nothing is added.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { appWorkerName, benchBuild, inspectorSession, returningVisitor, sequentialClient, startPreview, warmRequests } from './served-build.mjs';

const port = Number(process.env.PROFILE_PORT ?? 4398);
const origin = `http://127.0.0.1:${port}`;
const pages = (process.argv[2] ?? '/').split(',');
const requests = Number(process.argv[3] ?? 200);
const top = Number(process.env.PROFILE_TOP ?? 30);

/** The inspector port of the preview's workerd, from the plugin's /__debug page (it links DevTools to it). */
async function inspectorPort() {
  const html = await (await fetch(`${origin}/__debug`)).text();
  const found = /ws=localhost%3A(\d+)/.exec(html) ?? /localhost:(\d+)\//.exec(html);
  if (!found) throw new Error('no inspector port on /__debug');
  return Number(found[1]);
}

/** A DevTools protocol session with the app worker through the Vite plugin's inspector proxy, which names it plainly. */
const connect = (inspector, buildDir) => inspectorSession(`ws://127.0.0.1:${inspector}`, appWorkerName(buildDir));

/** Frame labels: function, source file (node_modules shortened to nm/) and line, through the build's source maps. */
function labeller(dir) {
  const maps = new Map();
  const mapFor = (url) => {
    if (!maps.has(url)) {
      const file = path.join(dir, url.replace(/^.*?\/ssr\//, '').replace(/^file:\/\//, ''));
      const candidates = [`${file}.map`, path.join(dir, `${path.basename(url)}.map`), path.join(dir, 'assets', `${path.basename(url)}.map`)];
      const found = candidates.find((candidate) => existsSync(candidate));
      maps.set(url, found ? new TraceMap(readFileSync(found, 'utf8')) : null);
    }
    return maps.get(url);
  };
  return ({ functionName, url, lineNumber, columnNumber }) => {
    const map = url ? mapFor(url) : null;
    if (map && lineNumber >= 0) {
      const original = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      if (original.source) {
        const source = original.source.replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '');
        return `${functionName || original.name || '(anonymous)'} ${source}:${original.line}`;
      }
    }
    return `${functionName || '(anonymous)'}${url ? ` ${path.basename(url)}:${lineNumber + 1}` : ''}`;
  };
}

function report(profile, label) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const time = new Map();
  profile.samples.forEach((sample, i) => time.set(sample, (time.get(sample) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...time.values()].reduce((sum, value) => sum + value, 0);
  const self = new Map();
  const inclusive = new Map();
  for (const [id, micros] of time) {
    const own = label(byId.get(id).callFrame);
    self.set(own, (self.get(own) ?? 0) + micros);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = label(byId.get(at).callFrame);
      if (seen.has(frame)) continue;
      seen.add(frame);
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + micros);
    }
  }
  const line = ([frame, micros]) => `${(micros / 1000).toFixed(0).padStart(7)} ms ${((micros / total) * 100).toFixed(1).padStart(5)} %  ${frame}`;
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\n${(total / 1000).toFixed(0)} ms sampled. Self time:`);
  sorted(self).forEach((entry) => console.log(line(entry)));
  console.log('\nInclusive time:');
  sorted(inclusive).forEach((entry) => console.log(line(entry)));
}

/** Bytes per request each frame allocated (self) and allocated below it (inclusive), from a sampling heap profile. */
function reportAllocations(profile, label, requestCount) {
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  const walk = (node, above) => {
    const frame = label(node.callFrame);
    const stack = above.includes(frame) ? above : [...above, frame];
    total += node.selfSize;
    self.set(frame, (self.get(frame) ?? 0) + node.selfSize);
    for (const each of stack) inclusive.set(each, (inclusive.get(each) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child, stack);
  };
  walk(profile.head, []);
  const kb = (bytes) => `${(bytes / requestCount / 1024).toFixed(1).padStart(8)} KB`;
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\n${kb(total).trim()} a request (${allocations}). Allocated by the frame itself:`);
  for (const [frame, bytes] of sorted(self)) console.log(`${kb(bytes)}  ${frame}`);
  console.log('\nAllocated by the frame and what it called:');
  for (const [frame, bytes] of sorted(inclusive)) console.log(`${kb(bytes)}  ${frame}`);
}

const allocations = process.env.PROFILE_ALLOCATIONS;
if (allocations && allocations !== 'all' && allocations !== 'promoted') {
  console.error(`PROFILE_ALLOCATIONS must be "all" or "promoted", got "${allocations}"`);
  process.exit(2);
}

const bench = benchBuild();
let server;
try {
  server = await startPreview(port);
  bench.restore(); // the preview has read the deploy redirect: `npm run preview` serves dist/ again
  // A returning retailer, as `npm run bench` sends (decision 096).
  const headers = await returningVisitor(origin);
  const { get, close } = sequentialClient(origin, headers);
  for (const page of pages) for (let i = 0; i < warmRequests; i += 1) await get(page);
  const session2 = await connect(await inspectorPort(), bench.dir);
  if (allocations) {
    await session2.send('HeapProfiler.enable');
    await session2.send('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: allocations === 'all',
    });
  } else {
    await session2.send('Profiler.enable');
    await session2.send('Profiler.setSamplingInterval', { interval: 100 });
    await session2.send('Profiler.start');
  }
  const statuses = {};
  for (let i = 0; i < requests; i += 1) {
    for (const page of pages) {
      const status = await get(page);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }
  const result = await session2.send(allocations ? 'HeapProfiler.stopSampling' : 'Profiler.stop');
  session2.close();
  close();
  mkdirSync('test-results', { recursive: true });
  const file = `test-results/worker.${allocations ? 'heapprofile' : 'cpuprofile'}`;
  writeFileSync(file, JSON.stringify(result.profile));
  console.log(`Profiled ${requests} × ${pages.join(', ')} (answers: ${JSON.stringify(statuses)}); ${file} written.`);
  if (allocations) reportAllocations(result.profile, labeller(`${bench.dir}/ssr`), requests * pages.length);
  else report(result.profile, labeller(`${bench.dir}/ssr`));
} finally {
  server?.stop();
  bench.restore();
}
