// Serves the production build (dist/) in workerd through Vite's preview server, on loopback only.
// PORT picks the port (default 4173); the port is strict so tests never talk to a stale server.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

const server = await preview({ preview: { host: '127.0.0.1', port, strictPort: true, open: false } });
server.printUrls();
const stop = async () => {
  // The switch lasts for this run only (a run without DEMO_MODE removes it too, should this one be killed).
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
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
