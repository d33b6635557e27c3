// `npm test`: every suite from a fresh clone — the production build, vitest (unit, dom, worker and emulator in
// workerd), Playwright in Chromium against the build, then the deploy checks (staging and production builds into
// .tmp/, refused or dry-run deployed; after Playwright so they never compete with it for the CPU or for dist/).
// Ends with one summary line for all of them.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { minutes, runStep, signalGroup } from './run-step.mjs';

// Not under test-results/: Playwright empties that folder when it starts.
const reports = 'reports/test-summary';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// Each step has a deadline well above its time on a busy 2-core machine (build 1 min, each vitest run 3, Playwright
// 16, deploy checks 1): a step that hangs (a wedged test pool) is ended with every process it started, and named, and
// the run goes on and ends instead of holding CI until its own limit. A step runs in a process group of its own, so the
// deadline (TERM, then KILL 30 s later) and a Ctrl-C reach its workerd and browsers too. A step that prints nothing
// for 3 minutes (every step reports each file or test as it goes; a wedged workerd pool goes silent) is ended the
// same way and run once more (scripts/run-step.mjs). TEST_STALL_MINUTES changes the 3.
const deadlines = {
  build: 10 * minutes,
  'vitest workerd': 25 * minutes,
  'vitest node': 25 * minutes,
  playwright: 25 * minutes,
  'deploy checks': 10 * minutes,
};
const stallMs = Number(process.env.TEST_STALL_MINUTES ?? 3) * minutes;
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) signalGroup(child, signal);
    process.exit(130);
  });

// Output reaches the terminal through a pipe (the stall watch reads it): keep the colours a terminal would show.
const colour = process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {};
const run = (label, command, args, env = {}) =>
  runStep({
    label,
    command,
    args,
    env: { ...colour, ...env },
    deadlineMs: deadlines[label],
    stallMs,
    onStart: (child) => {
      running.add(child);
      child.on('close', () => running.delete(child));
    },
  });

// vitest ends with a failure on an unhandled error although no test failed; this names it where a CI log's tail
// shows it (see test/run-end-reporter.ts).
function vitestArgs(report, ...config) {
  return ['run', ...config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}.json`, '--reporter=./test/run-end-reporter.ts'];
}
const vitestEnv = (report) => ({ VITEST_RUN_END_FILE: `${report}-run-end.json` });

function readReport(file, read, missing = { passed: 0, failed: 0, skipped: 0 }) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return missing;
  }
}

const steps = [];
// The build comes first: the end-to-end suite serves it, and so does one unit test (the preview's shutdown,
// scripts/preview-shutdown.test.ts, skipped without dist/). vitest runs whether or not it built.
const built = await run('build', 'vite', ['build']);
steps.push(built);
// The workerd projects and the Node ones (unit, dom) as two runs at once: the workerd suite spends much of its time
// waiting on deadlines and on the emulator's faults, and each run alone keeps one core busy (vitest runs one file at a
// time on two cores, and two workerd runtimes in one run are not safe). Sequential, the two took 340 s of a 2-core
// CI machine; side by side, 171 s.
const vitestRuns = [
  ['vitest workerd', 'vitest-workerd', ['--project', 'worker', '--project', 'emulator']],
  ['vitest node', 'vitest-node', ['--project', 'unit', '--project', 'dom']],
];
steps.push(
  ...(await Promise.all(
    vitestRuns.map(([label, report, projects]) =>
      run(label, 'vitest', vitestArgs(`${reports}/${report}`, ...projects), vitestEnv(`${reports}/${report}`)),
    ),
  )),
);
if (built.status === 0) {
  steps.push(await run('playwright', 'playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`, PW_REPORTERS: 'json' }));
}
steps.push(
  await run('deploy checks', 'vitest', vitestArgs(`${reports}/deploy`, '--config', 'test/deploy/vitest.config.ts'), vitestEnv(`${reports}/deploy`)),
);

const vitestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
});
const sumOf = (counts, field) => counts.reduce((sum, count) => sum + count[field], 0);
const vitestReports = vitestRuns.map(([, report]) => readReport(`${reports}/${report}.json`, vitestCounts));
const vitest = { passed: sumOf(vitestReports, 'passed'), failed: sumOf(vitestReports, 'failed'), skipped: sumOf(vitestReports, 'skipped') };
const deploy = readReport(`${reports}/deploy.json`, vitestCounts);
const playwright = readReport(`${reports}/playwright.json`, (report) => ({
  passed: report.stats.expected,
  failed: report.stats.unexpected + report.stats.flaky,
  skipped: report.stats.skipped,
}));
const failedSteps = steps.filter((step) => step.status !== 0);
const suites = [vitest, playwright, deploy];
const total = (field) => sumOf(suites, field);
const failed = total('failed') + (failedSteps.length && !total('failed') ? failedSteps.length : 0);
console.log(
  `\nvitest ${vitest.passed} passed, ${vitest.failed} failed · playwright ${playwright.passed} passed, ${playwright.failed} failed` +
    ` · deploy checks ${deploy.passed} passed, ${deploy.failed} failed`,
);
console.log(`steps: ${steps.map((step) => `${step.label} ${step.seconds} s`).join(' · ')}`);
for (const step of steps.filter((step) => step.reran))
  console.log(`${step.label} printed nothing for ${stallMs / minutes} minutes: stopped and run again`);
for (const step of failedSteps) {
  const end = step.timedOut
    ? `a kill after its deadline (${deadlines[step.label] / minutes} min)`
    : step.stalled
      ? `a kill after printing nothing for ${stallMs / minutes} min, twice`
      : step.signal
        ? `signal ${step.signal}`
        : `exit code ${step.status}`;
  console.log(`${step.label} ended with ${end}`);
}
// Errors outside any test (vitest's unhandled errors, Playwright's global ones) fail a step without failing a test.
for (const report of [...vitestRuns.map(([, name]) => name), 'deploy']) {
  for (const error of readReport(`${reports}/${report}-run-end.json`, (end) => end.unhandledErrors, [])) {
    const origin = error.testFile ? ` (from ${error.testFile}${error.test ? ` › ${error.test}` : ''})` : '';
    console.log(`${report}: unhandled${origin} ${error.stack ?? `${error.name}: ${error.message}`}`);
    if (error.cause) console.log(`  caused by ${error.cause}`);
  }
}
for (const error of readReport(`${reports}/playwright.json`, (report) => report.errors ?? [], [])) {
  console.log(`playwright: ${(error.stack ?? error.message ?? JSON.stringify(error)).split('\n').slice(0, 8).join('\n')}`);
}
console.log(`tests: ${total('passed')} passed, ${failed} failed, ${total('skipped')} skipped`);
process.exit(failedSteps.length ? 1 : 0);
