import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { cloudflareTest } from '@cloudflare/vitest-plugin';
import { buildSync } from 'esbuild';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The emulator as an auxiliary worker of the app's workerd tests, bound exactly as wrangler.toml binds it locally
 * (service EMULATOR). The pool only bundles the main worker, so the emulator is bundled here with esbuild, and its
 * vars and bindings come from emulator/wrangler.toml through wrangler itself.
 */
type PoolOptions = Exclude<Parameters<typeof cloudflareTest>[0], (...args: never[]) => unknown>;
type AuxiliaryWorker = NonNullable<NonNullable<PoolOptions['miniflare']>['workers']>[number];

export function emulatorWorker(): AuxiliaryWorker {
  // In this checkout's own folder: node_modules may be shared by several checkouts (a linked worktree), and one
  // checkout's run would then load another's emulator.
  const outdir = path.join(root, '.wrangler/test-emulator');
  mkdirSync(outdir, { recursive: true });
  const scriptPath = path.join(outdir, 'emulator.mjs');
  buildSync({
    entryPoints: [path.join(root, 'emulator/index.ts')],
    outfile: scriptPath,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2023',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'import'],
    external: ['cloudflare:*', 'node:*'],
    logLevel: 'error',
  });
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, 'emulator/wrangler.toml'));
  return {
    name: 'retailer-experience-emulator',
    modules: true,
    scriptPath,
    compatibilityDate: workerOptions.compatibilityDate as AuxiliaryWorker['compatibilityDate'],
    compatibilityFlags: workerOptions.compatibilityFlags as AuxiliaryWorker['compatibilityFlags'],
    bindings: workerOptions.bindings as AuxiliaryWorker['bindings'],
    // No APP binding: the pool names the app's runner worker per test file, so the emulator cannot address it.
    // Publishing still works and reports the undelivered webhook; webhook tests sign and post to the app directly.
  };
}
