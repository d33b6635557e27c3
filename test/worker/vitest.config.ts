import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { clientManifest } from '../../worker/ssr/vite-client-manifest.ts';
import { ignoreLateAxiosRejections } from '../ignore-late-axios-rejections.ts';
import { sourceTransforms } from '../transforms.ts';
import { emulatorWorker } from './emulator-worker.ts';

// The app worker inside workerd, with its KV namespaces through miniflare, exactly as wrangler.toml binds them.
export default defineConfig({
  plugins: [
    ...sourceTransforms(),
    clientManifest(),
    cloudflareTest({ wrangler: { configPath: './wrangler.toml' }, miniflare: { workers: [emulatorWorker()] } }),
  ],
  test: {
    name: 'worker',
    // Paths below are from the repository root, whether this config runs alone or as a project of the root one.
    root: fileURLToPath(new URL('../..', import.meta.url)),
    // The first request of a file compiles the whole app inside workerd: slow on a busy 2-core machine.
    testTimeout: 60_000,
    include: ['test/worker/**/*.test.{ts,tsx}'],
    exclude: ['test/worker/emulator/**'],
    onUnhandledError: ignoreLateAxiosRejections,
  },
});
