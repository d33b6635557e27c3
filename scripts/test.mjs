// `npm test`: every suite from a fresh clone — the production build, vitest (unit, dom, worker and emulator in
// workerd), Playwright in Chromium against the build, then the deploy checks (staging and production builds into
// .tmp/, refused or dry-run deployed; after Playwright so they never compete with it for the CPU or for dist/).
// Ends with one summary line for all of them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

// Not under test-results/: Playwright empties that folder when it starts.
const reports = 'reports/test-summary';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { label, status: result.status ?? 1, signal: result.signal };
}

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
// test/unit/scripts/preview-shutdown.test.ts, skipped without dist/). vitest runs whether or not it built.
const built = run('build', 'vite', ['build']);
steps.push(built);
steps.push(run('vitest', 'vitest', vitestArgs(`${reports}/vitest`), vitestEnv(`${reports}/vitest`)));
if (built.status === 0) {
  steps.push(run('playwright', 'playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`, PW_REPORTERS: 'json' }));
}
steps.push(
  run('deploy checks', 'vitest', vitestArgs(`${reports}/deploy`, '--config', 'test/deploy/vitest.config.ts'), vitestEnv(`${reports}/deploy`)),
);

const vitestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
});
const vitest = readReport(`${reports}/vitest.json`, vitestCounts);
const deploy = readReport(`${reports}/deploy.json`, vitestCounts);
const playwright = readReport(`${reports}/playwright.json`, (report) => ({
  passed: report.stats.expected,
  failed: report.stats.unexpected + report.stats.flaky,
  skipped: report.stats.skipped,
}));
const failedSteps = steps.filter((step) => step.status !== 0);
const suites = [vitest, playwright, deploy];
const total = (field) => suites.reduce((sum, suite) => sum + suite[field], 0);
const failed = total('failed') + (failedSteps.length && !total('failed') ? failedSteps.length : 0);
console.log(
  `\nvitest ${vitest.passed} passed, ${vitest.failed} failed · playwright ${playwright.passed} passed, ${playwright.failed} failed` +
    ` · deploy checks ${deploy.passed} passed, ${deploy.failed} failed`,
);
for (const step of failedSteps) {
  console.log(`${step.label} ended with ${step.signal ? `signal ${step.signal}` : `exit code ${step.status}`}`);
}
// Errors outside any test (vitest's unhandled errors, Playwright's global ones) fail a step without failing a test.
for (const report of ['vitest', 'deploy']) {
  for (const error of readReport(`${reports}/${report}-run-end.json`, (end) => end.unhandledErrors, []))
    console.log(`${report}: unhandled ${error.stack ?? `${error.name}: ${error.message}`}`);
}
for (const error of readReport(`${reports}/playwright.json`, (report) => report.errors ?? [], [])) {
  console.log(`playwright: ${(error.stack ?? error.message ?? JSON.stringify(error)).split('\n').slice(0, 8).join('\n')}`);
}
console.log(`tests: ${total('passed')} passed, ${failed} failed, ${total('skipped')} skipped`);
process.exit(failedSteps.length ? 1 : 0);
