// How a fresh isolate's CPU per request settles (the evidence behind served-build.mjs `warmRequests`):
// `node scripts/run.mjs node test/bench/cpu-trend.mjs [BUILD_DIR] [path] [rounds]` serves a build (default: the bench
// build, .tmp/bench-build, from `npm run bench`) in workerd, sends a returning retailer 30 requests of /healthz and
// the page, then `rounds` rounds (default 40) of 30 sequential requests to each, and prints each round's CPU per
// request (workerd process, kernel accounting, as `npm run bench`) in order: `/healthz / page`, four rounds a line.
import { benchBuildDir, cpuMilliseconds, returningVisitor, sequentialClient, startBuild, workerdPids } from './served-build.mjs';

const [buildDir = benchBuildDir, page = '/news', roundCount = '40'] = process.argv.slice(2);
const perRound = 30;
const server = await startBuild(Number(process.env.TREND_PORT ?? 4570), { buildDir });
try {
  const headers = await returningVisitor(server.origin);
  const pids = workerdPids(server.pid);
  const { get, close } = sequentialClient(server.origin, headers);
  const paths = ['/healthz', page];
  for (const pathname of paths) for (let i = 0; i < perRound; i += 1) await get(pathname);
  const rounds = [];
  for (let round = 0; round < Number(roundCount); round += 1) {
    const figures = [];
    for (const pathname of paths) {
      const before = cpuMilliseconds(pids);
      for (let i = 0; i < perRound; i += 1) await get(pathname);
      figures.push((cpuMilliseconds(pids) - before) / perRound);
    }
    rounds.push(figures);
  }
  close();
  console.log(`CPU per request, ms (/healthz / ${page}), rounds of ${perRound} after ${perRound} warm-up requests each, in order:`);
  for (let i = 0; i < rounds.length; i += 4) {
    const line = rounds.slice(i, i + 4).map((figures) => figures.map((value) => value.toFixed(2)).join('/'));
    console.log(`  after ${String(perRound * (i + 1)).padStart(5)}  ${line.join('  ')}`);
  }
} finally {
  server.stop();
}
