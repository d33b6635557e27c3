import { cloudflare, type PluginConfig } from '@cloudflare/vite-plugin';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { folderRegistries } from './build/registries/plugin.ts';
import { deploySafety } from './build/deploy-safety/plugin.ts';
import { clientManifest } from './build/client-manifest/plugin.ts';
import { reactServerStringLength } from './build/react-server-string-length/plugin.ts';
import { screenChunkNames } from './build/screen-chunk-names/names.ts';

/**
 * The rich-text resolver parses with DOMParser in browsers and node-html-parser elsewhere, but imports both: the
 * browser bundle gets a stub instead of the server-side parser (decision record 050).
 */
function browserWithoutNodeHtmlParser(): Plugin {
  const stub = fileURLToPath(new URL('./app/content/rich-text/no-node-parser.ts', import.meta.url));
  return {
    name: 'browser-without-node-html-parser',
    enforce: 'pre',
    resolveId(source) {
      return source === 'node-html-parser' && this.environment.name === 'client' ? stub : null;
    },
  };
}

/**
 * `use-sync-external-store/shim` re-implements React 18's hook for older Reacts; @lingui/react and
 * @tanstack/react-store import it (the latter through `shim/with-selector`). With React 19 the browser takes
 * React's own hook and the shim-free selector helper instead (decision record 042).
 */
function browserWithoutSyncExternalStoreShim(): Plugin {
  const shim = fileURLToPath(new URL('./app/vendor/use-sync-external-store-shim.ts', import.meta.url));
  return {
    name: 'browser-without-sync-external-store-shim',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.name !== 'client') return null;
      if (source === 'use-sync-external-store/shim' || source === 'use-sync-external-store/shim/index.js') return shim;
      if (source === 'use-sync-external-store/shim/with-selector' || source === 'use-sync-external-store/shim/with-selector.js') {
        return this.resolve('use-sync-external-store/with-selector', importer, { skipSelf: true });
      }
      return null;
    },
  };
}

/**
 * Modules with a browser variant under app/browser/: the client build takes the variant. Used where the worker must
 * import statically what the browser loads on demand (app/layouts/load-layout-queries.ts).
 */
function browserVariants(): Plugin {
  const variants = new Map([['./load-layout-queries', fileURLToPath(new URL('./app/browser/load-layout-queries.ts', import.meta.url))]]);
  return {
    name: 'browser-variants',
    enforce: 'pre',
    resolveId(source, importer) {
      const variant = variants.get(source);
      if (!variant || !importer || this.environment.name !== 'client') return null;
      return variant;
    },
  };
}

/**
 * `vite build --mode bench` (made by `npm run bench` into .tmp/bench-build/): the bench-only routes, the standard SSR
 * workload (test/bench/routes/; decision 091). Every other build resolves `./bench/routes` to the modules with no
 * route (app/bench/routes.ts, worker/bench/routes.ts), so no bench code reaches them (a test on the production build
 * checks: test/e2e/bench-route.spec.ts).
 */
function benchRoutes(): Plugin {
  const benchModule = (side: 'app' | 'worker') => fileURLToPath(new URL(`./test/bench/routes/${side}-routes.ts`, import.meta.url));
  const app = fileURLToPath(new URL('./app/', import.meta.url));
  let bench = false;
  return {
    name: 'bench-routes',
    enforce: 'pre',
    configResolved(config) {
      bench = config.mode === 'bench';
    },
    resolveId(source, importer) {
      if (!bench || source !== './bench/routes' || !importer) return null;
      return benchModule(importer.startsWith(app) ? 'app' : 'worker');
    },
  };
}

// One set of options for the Cloudflare plugin and the deploy check, which reads the config as the plugin builds it.
const workers: PluginConfig = {
  viteEnvironment: { name: 'ssr' },
  // `DEMO_MODE=true npm run dev`: demo mode (no sign-in) without editing wrangler.toml (docs/operations.md).
  ...(process.env.DEMO_MODE === 'true' || process.env.DEMO_MODE === 'false' ? { config: { vars: { DEMO_MODE: process.env.DEMO_MODE } } } : {}),
  // The local stand-in for Kontent.ai and the App API, bound to the app as EMULATOR.
  auxiliaryWorkers: [{ configPath: './emulator/wrangler.toml' }],
  // Local KV lives in .wrangler/state; a run given a folder of its own (the end-to-end tests: WORKER_STATE_PATH) never
  // shares it with `npm run dev`, `npm run preview` or a benchmark.
  persistState: process.env.WORKER_STATE_PATH ? { path: process.env.WORKER_STATE_PATH } : true,
};

export default defineConfig({
  // TanStack's inline page styles (decision 043): the browser reads them back from the page on hydration.
  define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') },
  plugins: [
    // The lists of blocks and screens from their folders, kept current while the dev server runs (decision 132).
    folderRegistries(),
    cloudflare(workers),
    // Staging and production builds refuse a config unfit to deploy, before anything is bundled (decision 060).
    deploySafety(workers),
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    clientManifest(),
    browserWithoutNodeHtmlParser(),
    browserWithoutSyncExternalStoreShim(),
    browserVariants(),
    benchRoutes(),
    // React's Bun build renders pages without a per-chunk Buffer call (decision 096).
    reactServerStringLength(),
  ],
  environments: {
    client: {
      build: {
        manifest: true,
        sourcemap: process.env.ANALYZE === '1',
        // No outDir: the Cloudflare plugin puts the client in `client/` of the build's outDir (dist/client by default),
        // so a build given another --outDir (the deploy checks of npm test) leaves dist/ alone.
        rollupOptions: {
          input: { entry: 'app/browser/entry.tsx' },
          // Everything the entry imports statically goes into the entry itself. Left alone, Rolldown splits React,
          // the router core and two small modules into shared chunks that every page loads anyway; one file
          // compresses better and drops the cross-chunk imports: 1.7 KB gzip less on every page (decision 042).
          output: { codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'] }] }, ...screenChunkNames },
        },
      },
    },
  },
  builder: {
    // The worker embeds the client's asset manifest, so the client must be built first.
    async buildApp(builder) {
      const client = builder.environments.client;
      if (!client) throw new Error('vite.config.ts: the client environment is missing');
      await builder.build(client);
      for (const [name, environment] of Object.entries(builder.environments)) {
        if (name !== 'client') await builder.build(environment);
      }
    },
  },
});
