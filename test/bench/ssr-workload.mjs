// The standard SSR workload of `npm run bench` (issue 18, decision 091): the e18e framework-tracker "ssr-throughput"
// page (a 1,000-row table of UUIDs through a loader, hydrated) as a route of the site's own pipeline, and the same
// table as a plain HTML string, in the bench build only (.tmp/bench-build: `vite build --mode bench`). Measured at
// workerd itself (test/bench/workerd-server.mjs: workerd listens, no Node process in the request path) and through
// Vite's preview proxy (Node in front of workerd, which caps a cheap route and hides the worker's own cost).
import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { cpuMilliseconds, median } from './served-build.mjs';

export const workloadPath = '/__bench/ssr-throughput';
export const plainPath = '/__bench/plain';

/** One closed-loop autocannon run; with `pids`, the workerd CPU it cost, divided by the requests answered. */
async function run(origin, pathname, headers, { seconds, connections, pids }) {
  const before = pids ? cpuMilliseconds(pids) : 0;
  const result = await autocannon({ url: `${origin}${pathname}`, connections, duration: seconds, headers });
  const cpu = pids ? (cpuMilliseconds(pids) - before) / Math.max(1, result.requests.total) : NaN;
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: non2xx,
    cpu,
  };
}

/**
 * Both routes in `rounds` rounds, their order rotated every round (so a change in the machine's load hits both
 * alike); the median round of each. The ratio judged is the median of the rounds' own ratios (decision 101): each
 * round measures both routes within seconds of each other, in the same phase of a shared machine, where the
 * median rounds of the two routes may come from different rounds. The ratio of the two median rounds is returned
 * beside it (`medianRoundsRatio`).
 */
export async function workloadThroughput(origin, headers, { seconds, connections, rounds, pids }) {
  const runs = { plain: [], workload: [] };
  await run(origin, workloadPath, headers, { seconds: 1, connections }); // warm: compiled code, the rows
  await run(origin, plainPath, headers, { seconds: 1, connections });
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? ['workload', 'plain'] : ['plain', 'workload'];
    for (const name of order)
      runs[name].push(await run(origin, name === 'plain' ? plainPath : workloadPath, headers, { seconds, connections, pids }));
  }
  const pick = (list) => {
    const middle = median(list.map((entry) => entry.rps));
    const chosen = list.find((entry) => entry.rps === middle);
    return { ...chosen, cpu: median(list.map((entry) => entry.cpu)), errors: list.reduce((sum, entry) => sum + entry.errors, 0) };
  };
  const ratios = runs.workload.map((entry, i) => entry.rps / runs.plain[i].rps);
  const plain = pick(runs.plain);
  const workload = pick(runs.workload);
  return { plain, workload, ratio: median(ratios), medianRoundsRatio: workload.rps / plain.rps, ratios };
}

/**
 * The workload page's bytes: the whole HTML, its table markup, and the rows serialized a second time for
 * hydration (the inline scripts that carry any row's UUID); the plain route's bytes beside it.
 */
export async function workloadBytes(origin, headers) {
  const page = await (await fetch(`${origin}${workloadPath}`, { headers })).text();
  const plain = await (await fetch(`${origin}${plainPath}`, { headers })).text();
  const table = /<table[\s\S]*?<\/table>/.exec(page)?.[0] ?? '';
  const firstId = /<td>([0-9a-f-]{36})<\/td>/.exec(table)?.[1];
  const scripts = [...page.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map((match) => match[0]);
  const rowIds = new Set([...table.matchAll(/<td>([0-9a-f-]{36})<\/td>/g)].map((match) => match[1]));
  // A UUID in quotes: a string of the script, or inside the JSON text that is one (decision 097), its quotes escaped.
  const carrying = scripts.filter((script) => firstId && [...script.matchAll(/\\?"([0-9a-f-]{36})\\?"/g)].some((match) => rowIds.has(match[1])));
  const size = (text) => Buffer.byteLength(text);
  return {
    html: size(page),
    gzip: gzipSync(page, { level: 6 }).length,
    table: size(table),
    rows: rowIds.size / 2,
    hydration: carrying.reduce((sum, script) => sum + size(script), 0),
    plain: size(plain),
    plainGzip: gzipSync(plain, { level: 6 }).length,
  };
}
