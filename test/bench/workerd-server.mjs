// Serves the production build (dist/) in workerd through miniflare alone, without Vite's preview server: workerd
// itself listens on 127.0.0.1:PORT, so no Node process sits in the request path (decision 062). The app worker and
// the emulator get the same miniflare options the Cloudflare Vite plugin gives `npm run preview` (wrangler reads
// dist/ssr/wrangler.json and dist/retailer_experience_emulator/wrangler.json) and the same workerd; left out are the
// per-request log line, the local explorer and (with the offline switches) local observability, none of which exist
// in production. Local state (KV: the content cache, redirects) is the run's own, in a temporary folder removed when
// it ends: a benchmark never changes what `npm run dev`, `npm run preview` and the end-to-end tests find in
// .wrangler/state (a cached /languages there once hid an emulator fault from an end-to-end test). INSPECTOR_PORT opens
// workerd's own DevTools inspector on 127.0.0.1 (one target per isolate, e.g. `core:user:retailer-experience-local`).
// Prints one line `ready {"origin":…,"inspector":…}` when it serves; SIGTERM or SIGINT ends it and workerd.
// BUILD_DIR serves another build folder than dist/ (the bench build of `npm run bench`, .tmp/bench-build; decision 091).
// CONTENT_VOLUME sets the emulator's var of that name (`brand`: a brand-sized site, docs/emulator.md; decision 119).
// For the benchmarks (test/bench/served-build.mjs startBuild); people use `npm run preview`.
import { globSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

const port = Number(process.env.PORT);
const buildDir = process.env.BUILD_DIR ?? 'dist';
const inspectorPort = process.env.INSPECTOR_PORT ? Number(process.env.INSPECTOR_PORT) : undefined;
const contentVolume = process.env.CONTENT_VOLUME;
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`PORT must be a TCP port number, got "${process.env.PORT}"`);
  process.exit(2);
}

/** A built worker (its output folder's wrangler.json) as miniflare worker options, as the Vite plugin's preview has them. */
function builtWorker(dir, vars = {}) {
  const configPath = path.resolve(dir, 'wrangler.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8'));
  const { workerOptions, externalWorkers } = unstable_getMiniflareWorkerOptions(configPath);
  const { modulesRules, ...options } = workerOptions;
  const root = path.resolve(dir);
  const others = globSync('**/*.{js,mjs}', { cwd: root }).filter((file) => file !== config.main);
  return [
    {
      ...options,
      bindings: { ...options.bindings, ...vars },
      name: config.name,
      rootPath: root,
      modules: [config.main, ...others].map((file) => ({ type: 'ESModule', path: file })),
    },
    ...externalWorkers,
  ];
}

const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    host: '127.0.0.1',
    port,
    ...(inspectorPort !== undefined ? { inspectorPort, inspectorHost: '127.0.0.1' } : {}),
    log: new Log(LogLevel.WARN),
    logRequests: false,
    unsafeLocalExplorer: false,
    unsafeObservability: process.env.X_LOCAL_OBSERVABILITY === 'true',
    unsafeTriggerHandlers: true,
    telemetry: { enabled: false },
    workers: [
      ...builtWorker(path.join(buildDir, 'ssr')),
      ...builtWorker(path.join(buildDir, 'retailer_experience_emulator'), contentVolume ? { CONTENT_VOLUME: contentVolume } : {}),
    ],
  }),
);
const origin = (await miniflare.ready).origin;
console.log(`ready ${JSON.stringify({ origin, inspector: inspectorPort !== undefined ? `ws://127.0.0.1:${inspectorPort}` : null })}`);

// `kv NAME` on stdin answers one line `kv {"entries":…,"bytes":…,"purgeRecords":…}`: the namespace bound as NAME in the
// app worker, every key listed and every value read (the scale bench's KV footprint, decision 119).
createInterface({ input: process.stdin }).on('line', async (line) => {
  const [command, binding] = line.trim().split(' ');
  if (command !== 'kv' || !binding) return;
  const namespace = await miniflare.getKVNamespace(binding);
  let entries = 0;
  let bytes = 0;
  let purgeRecords = 0;
  let cursor;
  do {
    const page = await namespace.list({ cursor });
    for (const key of page.keys) {
      if (key.name.startsWith('p:')) purgeRecords += 1;
      else entries += 1;
      const value = await namespace.get(key.name, 'arrayBuffer');
      bytes += (value?.byteLength ?? 0) + key.name.length + (key.metadata ? JSON.stringify(key.metadata).length : 0);
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  console.log(`kv ${JSON.stringify({ entries, bytes, purgeRecords })}`);
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  // dispose() kills workerd; should it hang, leave anyway (miniflare's exit hook kills workerd on exit too).
  setTimeout(() => process.exit(0), 2000).unref();
  await miniflare.dispose();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
