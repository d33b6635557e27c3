import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { clientManifest } from '../../build/client-manifest/plugin.ts';
import { ignoreLateAxiosRejections } from '../ignore-late-axios-rejections.ts';
import { sourceTransforms } from '../transforms.ts';
import { emulatorWorker } from './emulator-worker.ts';

// The app worker inside workerd, with its KV namespaces through miniflare, exactly as wrangler.toml binds them.
export default defineConfig({
  plugins: [
    ...sourceTransforms(),
    clientManifest(),
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        // Vitest 5 probes `node:inspector` in every runner; without the module workerd logs a failed import per file.
        compatibilityFlags: ['enable_nodejs_inspector_module'],
        workers: [emulatorWorker()],
      },
    }),
  ],
  resolve: {
    alias: [
      // css-select (CommonJS, under the rich-text resolver's HTML parser) `require`s css-what. The plugin resolves
      // packages workerd loads itself with the run's root Vite server and the "module" main field, even for a
      // require, so css-what would arrive as its ESM build, whose `export * from "./types"` has no extension and
      // fails to load: every page loader then answers 500. Its CommonJS entry is what Node's require picks too.
      { find: /^css-what$/, replacement: createRequire(import.meta.url).resolve('css-what') },
    ],
  },
  test: {
    name: 'worker',
    // Paths below are from the repository root, whether this config runs alone or as a project of the root one.
    root: fileURLToPath(new URL('../..', import.meta.url)),
    // The first request compiles the whole app inside workerd: slow on a busy 2-core machine.
    testTimeout: 60_000,
    include: ['test/worker/**/*.test.{ts,tsx}'],
    // One runtime for the files, one after another, with the app compiled once: a workerd per file (the default)
    // cost each file a runtime's start and the whole app's compile, most of the suite's time (decision 124).
    // ./fresh-file.ts gives each file the clean state a runtime of its own had.
    isolate: false,
    setupFiles: ['test/worker/module-fetches-outlive-requests.ts', 'test/worker/fresh-file.ts'],
    exclude: ['test/worker/emulator/**'],
    onUnhandledError: ignoreLateAxiosRejections,
    // The consent dialog's styles go into the page as text (decision 127); Vitest leaves other CSS empty.
    css: { include: [/consent-dialog\.css/, /button\.css/] },
  },
});
