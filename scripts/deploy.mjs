// Builds for one Cloudflare environment and deploys that build: `npm run deploy:staging` / `deploy:production`.
import { spawnSync } from 'node:child_process';

const environment = process.argv[2];
if (environment !== 'staging' && environment !== 'production') {
  console.error('usage: node scripts/deploy.mjs staging|production');
  process.exit(2);
}
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// CLOUDFLARE_ENV makes the Vite plugin write that environment's config (vars, KV ids, routes) into dist/ssr. The build
// refuses a config unfit to deploy (build/deploy-safety/, docs/operations.md "Deploying"): run() then exits here,
// before wrangler deploy.
run('vite', ['build'], { CLOUDFLARE_ENV: environment });
run('wrangler', ['deploy', '--config', 'dist/ssr/wrangler.json']);
