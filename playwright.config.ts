import { defineConfig, devices } from '@playwright/test';
import { signedInState } from './test/e2e/sessions';

// End-to-end tests drive Debian's Chromium against the production build served by `npm run preview` (workerd).
// `npm test` builds first; the port is dedicated and strict so a stale server is never tested by mistake.
const port = Number(process.env.E2E_PORT ?? 4319);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // npm test adds a JSON report for its summary line (PW_REPORTERS=json).
  reporter: [[process.env.CI ? 'line' : 'list'], ...(process.env.PW_REPORTERS === 'json' ? [['json'] as ['json']] : [])],
  // A test that opens several pages and runs axe at four widths takes 20-30 s on a busy 2-core CI machine.
  timeout: process.env.CI ? 60_000 : 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Signs the demo retailer in once; every other spec starts signed in (test/e2e/sessions.ts to opt out).
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], channel: undefined, storageState: signedInState },
    },
  ],
  webServer: {
    command: `node scripts/run.mjs node scripts/preview.mjs`,
    // Local KV of its own, emptied at start: nothing cached by `npm run dev`, `npm run preview` or a bench run.
    env: { PORT: String(port), WORKER_STATE_PATH: '.wrangler/e2e-state' },
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
