// Paired worker CPU comparison of two builds (decisions 057, 091): `node scripts/run.mjs node test/bench/cpu-pair.mjs
// DIR_A DIR_B [paths] [rounds] [requests]` serves both build folders (each with ssr/ and retailer_experience_emulator/,
// e.g. .tmp/bench-build copied aside before a change) in workerd side by side (workerd-server.mjs, ports PAIR_PORT and
// PAIR_PORT + 2, default 4550), signs a demo retailer in on each, and sends the same sequential requests to both in
// alternating rounds, reading each workerd's CPU time around each round (served-build.mjs cpuMilliseconds). Prints per
// path the median round of each build with the range, and the median of the per-round differences B − A: on a shared
// machine the load moves single figures by ±2 ms, the paired difference far less.
import { cpuMilliseconds, median, returningVisitor, sequentialClient, startBuild, warmRequests, workerdPids } from './served-build.mjs';

const [dirA, dirB, pathList = '/__bench/ssr-throughput,/__bench/plain', roundCount = '6', perRound = '100'] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: cpu-pair.mjs DIR_A DIR_B [paths] [rounds] [requests per round]');
  process.exit(2);
}
const port = Number(process.env.PAIR_PORT ?? 4550);
const paths = pathList.split(',');
const rounds = Number(roundCount);
const requests = Number(perRound);

const builds = [];
try {
  for (const [i, dir] of [dirA, dirB].entries()) {
    const server = await startBuild(port + 2 * i, { buildDir: dir });
    // A returning retailer, as `npm run bench` sends (decision 096).
    builds.push({ server, client: sequentialClient(server.origin, await returningVisitor(server.origin)), pids: workerdPids(server.pid) });
  }
  for (const build of builds) for (const pathname of paths) for (let i = 0; i < warmRequests; i += 1) await build.client.get(pathname);
  const samples = builds.map(() => new Map(paths.map((pathname) => [pathname, []])));
  // Each path's two measurements back to back, A first in even rounds and B first in odd ones: the shared machine's
  // speed drifts within a round, and a whole round between the two builds' figures let that drift into the difference.
  for (let round = 0; round < rounds; round += 1) {
    for (const pathname of paths) {
      for (const i of round % 2 ? [1, 0] : [0, 1]) {
        const before = cpuMilliseconds(builds[i].pids);
        for (let k = 0; k < requests; k += 1) {
          const status = await builds[i].client.get(pathname);
          if (status !== 200) throw new Error(`${pathname} answered ${status}`);
        }
        samples[i].get(pathname).push((cpuMilliseconds(builds[i].pids) - before) / requests);
      }
    }
  }
  for (const build of builds) build.client.close();
  const figure = (values) => `${median(values).toFixed(2)} [${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}]`;
  console.log(`worker CPU per request, ms: ${rounds} rounds × ${requests} sequential requests per path and build, median round [range]`);
  for (const pathname of paths) {
    const a = samples[0].get(pathname);
    const b = samples[1].get(pathname);
    const difference = median(a.map((value, i) => b[i] - value));
    console.log(`${pathname.padEnd(28)} A ${figure(a)}  B ${figure(b)}  B − A ${difference >= 0 ? '+' : ''}${difference.toFixed(2)}`);
  }
} finally {
  for (const build of builds) build.server.stop();
}
