// Serves the production build (dist/) in workerd through Vite's preview server, on loopback only.
// PORT picks the port (default 4173); the port is strict so tests never talk to a stale server.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { preview } from 'vite';

const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a TCP port number, got "${process.env.PORT}"`);
  process.exit(2);
}
// `DEMO_MODE=true npm run preview` serves the build in demo mode (no sign-in) without editing any file of the
// project (docs/operations.md). At preview time wrangler reads dist/ssr/.dev.vars over the built vars, so the
// switch is written there for this run; a run without DEMO_MODE removes it again.
const demoMode = process.env.DEMO_MODE;
if (demoMode !== undefined && demoMode !== 'true' && demoMode !== 'false') {
  console.error(`DEMO_MODE must be "true" or "false", got "${demoMode}"`);
  process.exit(2);
}
const devVars = 'dist/ssr/.dev.vars';
if (existsSync('dist/ssr')) {
  const kept = existsSync(devVars)
    ? readFileSync(devVars, 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('DEMO_MODE='))
    : [];
  if (demoMode !== undefined) kept.push(`DEMO_MODE='${demoMode}'`);
  if (kept.length || existsSync(devVars)) writeFileSync(devVars, kept.map((line) => `${line}\n`).join(''));
}

// A run with state of its own (WORKER_STATE_PATH, vite.config.ts) starts from none: what an earlier run cached is not
// what this one tests.
if (process.env.WORKER_STATE_PATH) rmSync(process.env.WORKER_STATE_PATH, { recursive: true, force: true });

const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true, open: false } });
server.printUrls();

/** The switch lasts for this run only (a run without DEMO_MODE removes it too, should this one be killed). */
function removeDemoSwitch() {
  if (demoMode !== undefined && existsSync(devVars)) {
    writeFileSync(
      devVars,
      readFileSync(devVars, 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('DEMO_MODE='))
        .map((line) => `${line}\n`)
        .join(''),
    );
  }
}

// This script owns its shutdown. Vite and the Cloudflare plugin's miniflare each listen for SIGTERM/SIGINT, and
// miniflare's listener exits on the spot (status 128 + signal), before ours would run: theirs are removed here.
// miniflare's exit hook stays, so workerd is killed on any exit, even a forced one.
for (const signal of ['SIGINT', 'SIGTERM']) process.removeAllListeners(signal);
let stopping = false;
const stop = () => {
  if (stopping) process.exit(1); // a second signal: leave now
  stopping = true;
  removeDemoSwitch();
  // Keep-alive clients (browsers, load tools) must not hold the close open: idle connections are closed now and
  // active ones cut. server.close() then stops listening and disposes miniflare, which kills workerd and waits
  // for it; should anything hang, the deadline ends the process (and the exit hook workerd).
  server.httpServer.closeIdleConnections?.();
  server.httpServer.closeAllConnections?.();
  setTimeout(() => process.exit(1), 2000).unref();
  server.close().then(
    () => process.exit(0),
    (error) => {
      console.error('Closing the preview failed:', error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
