// `npm run bench:tail`: whose the slow answers are (issue 30's tail). The production build (dist/, built when stale;
// or the folder TAIL_BUILD names, as it is)
// in workerd through miniflare alone (workerd-server.mjs: no Node process in the request path), and beside it a plain
// Node HTTP server on the same machine, each answered by the same client: `TAIL_CONNECTIONS` keep-alive connections
// (default 8) for `TAIL_SECONDS` a target (default 10) after a warm-up, every latency recorded with its start and end
// on the machine's monotonic clock. While workerd serves, V8's sampling profiler runs in both of its isolates (the
// app's and the emulator's) through workerd's inspector, and the client notes every stall of its own event loop. Each
// answer slower than `max(3 × p50, p50 + 10 ms)` is then put down to what covered most of it:
// - "app GC" / "emulator GC": that isolate's garbage collector ran for at least half of the answer's excess;
// - "app JS" / "emulator JS": that isolate ran JavaScript (not its collector) for at least half of the excess;
// - "client": this process's event loop stalled for at least half of the excess (the answer sat unread);
// - "elsewhere": none of these; workerd outside JavaScript (its I/O, the KV store, its scheduling) or the machine.
// The plain Node server's row is the floor of the machine and the client: what it shows slow is nobody's code.
// The profiler's own sampling costs the isolates a little; compare rows of one run, not runs of different days.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import {
  answeredWhileServing,
  appWorkerName,
  buildIfStale,
  inspectorSession,
  median,
  returningVisitor,
  sequentialClient,
  startBuild,
} from './served-build.mjs';

const port = Number(process.env.TAIL_PORT ?? 4470);
const seconds = Number(process.env.TAIL_SECONDS ?? 10);
const connections = Number(process.env.TAIL_CONNECTIONS ?? 8);
const warmRequests = Number(process.env.TAIL_WARM_REQUESTS ?? 800);
const samplingMicros = 250;
const pages = (process.env.TAIL_PAGES ?? '/healthz,/,/news').split(',');

/** Microseconds on CLOCK_MONOTONIC, the clock V8's profiler stamps its samples with (base::TimeTicks on Linux). */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** A plain Node HTTP server in a child process: "ok" to every request, the machine's and the client's floor. */
async function startPlainServer(listenPort) {
  const code = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'text/plain' }); s.end('ok'); }).listen(${listenPort}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', () => reject(new Error('the plain Node server did not start')));
  });
  return { origin: `http://127.0.0.1:${listenPort}`, stop: () => child.kill('SIGTERM') };
}

/** Gaps over 5 ms in a 1 ms timer of this process: when the client itself was not running. */
function watchClientStalls() {
  const stalls = [];
  let last = nowMicros();
  const timer = setInterval(() => {
    const now = nowMicros();
    if (now - last > 5000) stalls.push([last, now]);
    last = now;
  }, 1);
  return {
    stop: () => {
      clearInterval(timer);
      return stalls;
    },
  };
}

/** Closed-loop load on one path: every answer's [start, end] in monotonic microseconds, and the non-200 count. */
async function drive(origin, pathname, headers, durationSeconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const answers = [];
  let errors = 0;
  const once = () =>
    new Promise((resolve) => {
      const started = nowMicros();
      http
        .get(`${origin}${pathname}`, { agent, headers }, (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            if (response.statusCode !== 200) errors += 1;
            answers.push([started, nowMicros()]);
            resolve();
          });
        })
        .on('error', () => {
          errors += 1;
          resolve();
        });
    });
  const deadline = performance.now() + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  agent.destroy();
  return { answers, errors };
}

/** Warm-up requests over one connection, so V8 has optimized the render path before anything is timed (decision 098). */
async function warm(origin, pathname, headers) {
  const client = sequentialClient(origin, headers);
  for (let i = 0; i < warmRequests; i += 1) await client.get(pathname);
  client.close();
}

/**
 * A sampling profile of one isolate as intervals: [start, end, kind] in monotonic microseconds, kind "gc" for the
 * collector's samples, "js" for any other non-idle sample (the program's native work included) and "off" for the part
 * of a gap between two samples longer than four sampling intervals: V8's sampler interrupts the isolate's thread, so
 * such a gap is time that thread did not run at all (the machine gave the core to another process).
 */
function sampledIntervals(profile, intervalMicros) {
  const kindOf = new Map(
    profile.nodes.map((node) => {
      const name = node.callFrame.functionName;
      return [node.id, name === '(garbage collector)' ? 'gc' : name === '(idle)' || name === '(root)' ? null : 'js'];
    }),
  );
  const intervals = [];
  let at = profile.startTime;
  const longest = 4 * intervalMicros;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const delta = profile.timeDeltas[i];
    at += delta;
    if (delta > longest) intervals.push([at - delta, at - longest, 'off']);
    const kind = kindOf.get(profile.samples[i]);
    if (kind) intervals.push([at - Math.min(delta, longest), at, kind]);
  }
  return intervals;
}

/** Microseconds of `intervals` (optionally of one kind) inside [start, end]. */
function overlap(intervals, start, end, kind) {
  let total = 0;
  for (const [from, to, k] of intervals) {
    if (to <= start) continue;
    if (from >= end) break;
    if (kind && k !== kind) continue;
    total += Math.min(to, end) - Math.max(from, start);
  }
  return total;
}

/** The collector's pauses in a profile: runs of consecutive GC samples, in ms, longest first. */
function collectorPauses(intervals) {
  const pauses = [];
  let current = null;
  for (const [from, to, kind] of intervals) {
    if (kind === 'gc' && current && from - current[1] < 300) current[1] = to;
    else if (kind === 'gc') pauses.push((current = [from, to]));
    else current = null;
  }
  return pauses.map(([from, to]) => (to - from) / 1000).sort((a, b) => b - a);
}

/** Each slow answer put down to what covered most of its excess over the median (see the top of this file). */
function attribute(answers, isolates, stalls) {
  const latencies = answers.map(([s, e]) => (e - s) / 1000).sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  const p50 = at(0.5);
  const threshold = Math.max(3 * p50, p50 + 10);
  const causes = new Map();
  const stallIntervals = stalls.map(([from, to]) => [from, to, 'stall']);
  for (const [start, end] of answers) {
    const excess = (end - start) / 1000 - p50;
    if (excess + p50 <= threshold) continue;
    const half = (excess * 1000) / 2;
    const found = isolates.flatMap(({ name, intervals }) => [
      [`${name} GC`, overlap(intervals, start, end, 'gc')],
      [`${name} JS`, overlap(intervals, start, end, 'js')],
      [`${name} thread not running`, overlap(intervals, start, end, 'off')],
    ]);
    found.push(['client', overlap(stallIntervals, start, end)]);
    const [cause, covered] = found.sort((a, b) => b[1] - a[1])[0] ?? ['elsewhere', 0];
    const key = covered >= half ? cause : 'elsewhere';
    causes.set(key, (causes.get(key) ?? 0) + 1);
  }
  const slow = [...causes.values()].reduce((sum, n) => sum + n, 0);
  return { requests: answers.length, p50, p99: at(0.99), max: latencies.at(-1) ?? Number.NaN, threshold, slow, causes };
}

const ms = (value) => `${value.toFixed(1)} ms`;
function printRow(label, { requests, p50, p99, max, threshold, slow, causes }, errors) {
  const why =
    [...causes]
      .sort((a, b) => b[1] - a[1])
      .map(([cause, n]) => `${cause} ${n}`)
      .join(', ') || 'none';
  console.log(
    `${label.padEnd(22)} ${String(requests).padStart(6)} answers${errors ? ` (${errors} not 200)` : ''}  p50 ${ms(p50).padStart(8)}  p99 ${ms(p99).padStart(8)}  max ${ms(max).padStart(8)}  slow (> ${threshold.toFixed(0)} ms) ${slow}: ${why}`,
  );
}

/** An inspector command's answer, requesting /healthz until workerd has run it (served-build.mjs). */
const whenServed = (answer) => answeredWhileServing(answer, server.origin);

// TAIL_BUILD serves another build folder as it is (e.g. a build of an earlier tree, to compare two).
const buildDir = process.env.TAIL_BUILD ?? 'dist';
if (!process.env.TAIL_BUILD) buildIfStale();
const plain = await startPlainServer(port + 1);
const server = await startBuild(port, { inspectorPort: port + 2, buildDir });
const isolateTargets = [
  ['app', `core:user:${appWorkerName(buildDir)}`],
  ['emulator', `core:user:${JSON.parse(readFileSync(`${buildDir}/retailer_experience_emulator/wrangler.json`, 'utf8')).name}`],
];
try {
  const headers = await returningVisitor(server.origin);
  console.log(
    `tail: ${connections} connections, ${seconds} s a target after ${warmRequests} warm-up requests; load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  await warm(plain.origin, '/', {});
  let stallWatch = watchClientStalls();
  const floor = await drive(plain.origin, '/', {}, seconds);
  printRow('plain Node server', attribute(floor.answers, [], stallWatch.stop()), floor.errors);
  const sessions = await Promise.all(isolateTargets.map(([, target]) => inspectorSession(server.inspector, target)));
  const gcPauses = new Map();
  for (const pathname of pages) {
    await warm(server.origin, pathname, headers);
    // First without the profiler (the figures a client sees), then with it (whose the slow answers are).
    stallWatch = watchClientStalls();
    const bare = await drive(server.origin, pathname, headers, seconds);
    printRow(`workerd ${pathname}`, attribute(bare.answers, [], stallWatch.stop()), bare.errors);
    for (const session of sessions) {
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: samplingMicros });
      await session.send('Profiler.start');
    }
    stallWatch = watchClientStalls();
    const run = await drive(server.origin, pathname, headers, seconds);
    const stalls = stallWatch.stop();
    const profiles = await Promise.all(sessions.map((session) => whenServed(session.send('Profiler.stop'))));
    const isolates = profiles.map(({ profile }, i) => ({ name: isolateTargets[i][0], intervals: sampledIntervals(profile, samplingMicros) }));
    printRow('  profiled', attribute(run.answers, isolates, stalls), run.errors);
    for (const { name, intervals } of isolates) gcPauses.set(`${name} ${pathname}`, collectorPauses(intervals));
    // What the collector had to go through: the heap in use as the run ended against what a full collection keeps.
    const { usedSize } = await whenServed(sessions[0].send('Runtime.getHeapUsage'));
    await whenServed(sessions[0].send('HeapProfiler.collectGarbage'));
    const live = (await whenServed(sessions[0].send('Runtime.getHeapUsage'))).usedSize;
    console.log(`  app heap ${(usedSize / 2 ** 20).toFixed(1)} MB in use, ${(live / 2 ** 20).toFixed(1)} MB after a full collection`);
  }
  for (const session of sessions) session.close();
  console.log('garbage collection while serving (pauses of consecutive samples, ms): count, median, longest three');
  for (const [label, pauses] of gcPauses)
    console.log(
      `  ${label.padEnd(24)} ${String(pauses.length).padStart(5)}  ${pauses.length ? median(pauses).toFixed(1) : '-'}  ${pauses
        .slice(0, 3)
        .map((p) => p.toFixed(1))
        .join(' ')}`,
    );
  console.log(
    `load average at the end ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  plain.stop();
  server.stop();
}
process.exit(0);
