import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Real staging and production builds and `wrangler deploy --dry-run` (test/deploy/): run by `npm test` after the
// end-to-end suite, and by `npm run test:deploy`, not with the other projects (they would compete for the CPU, and a
// build run while Playwright serves dist/ would move the deploy config it reads).
export default defineConfig({
  test: {
    name: 'deploy',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['test/deploy/**/*.test.ts'],
    // A build takes 3–10 s on a 2-core machine, more when it is busy.
    testTimeout: 180_000,
  },
});
