import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { markInlined } from '../../app/styles/inlined-stylesheets.ts';
import type { ClientManifest } from '../../worker/ssr/client-manifest.ts';

/**
 * Vite plugin (build-time only: it runs in Node, inside Vite, and is no part of the Worker) providing
 * `virtual:client-manifest` to the worker: which script, stylesheets and module preloads the browser needs for the
 * entry and for each lazily loaded route module. In dev it points at Vite's own dev server modules; in a build it
 * is read from the client build's manifest. The shape is the worker's (worker/ssr/client-manifest.ts).
 */
const id = 'virtual:client-manifest';
const resolvedId = `\0${id}`;
const entrySource = 'app/browser/entry.tsx';

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The files and stylesheets a chunk needs: its own and those of its static imports. With `lazyStyles`, also the
 * stylesheets of what it imports lazily (components a screen loads on demand, such as the customer process in the
 * article route): those render on the server with the page, so their styles belong in the page from the start,
 * or the page shifts when the component's chunk and styles arrive.
 */
function collect(manifest: Record<string, ViteManifestChunk>, key: string, base: string, lazyStyles = false) {
  const files = new Set<string>();
  const css = new Set<string>();
  const styled = new Set<string>();
  const addStyles = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || styled.has(chunkKey)) return;
    styled.add(chunkKey);
    for (const sheet of chunk.css ?? []) css.add(base + sheet);
    for (const imported of chunk.imports ?? []) addStyles(imported);
  };
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || files.has(base + chunk.file)) return;
    files.add(base + chunk.file);
    for (const sheet of chunk.css ?? []) css.add(base + sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
    // Not the entry's lazy imports: those are every screen and catalog.
    if (lazyStyles && chunkKey !== entrySource) for (const imported of chunk.dynamicImports ?? []) addStyles(imported);
  };
  visit(key);
  return { files: [...files], css: [...css] };
}

export function buildClientManifest(
  manifest: Record<string, ViteManifestChunk>,
  base = '/',
  readStyle: (file: string) => string = () => '',
): ClientManifest {
  const entry = collect(manifest, entrySource, base);
  const [script, ...preloads] = entry.files;
  if (!script) throw new Error(`The client build has no chunk for ${entrySource}`);
  const modules: ClientManifest['modules'] = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.src) continue;
    const own = collect(manifest, key, base, true);
    modules[chunk.src] = {
      preloads: own.files.filter((file) => !entry.files.includes(file)),
      css: own.css.filter((sheet) => !entry.css.includes(sheet)),
    };
  }
  const buildId = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 16);
  const sheets = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  const styles = Object.fromEntries([...sheets].map((sheet) => [base + sheet, markInlined(base + sheet, readStyle(sheet))]));
  return { entry: { script, preloads, css: entry.css }, modules, buildId, styles, dev: false };
}

export function clientManifest(): Plugin {
  let client = '';
  let isBuild = false;
  return {
    name: 'retailer-experience:client-manifest',
    configResolved(config) {
      // The client build's own folder: dist/client, or beside the worker when a build is given another --outDir.
      client = path.resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client');
      isBuild = config.command === 'build';
    },
    resolveId(source) {
      return source === id ? resolvedId : undefined;
    },
    load(loadedId) {
      if (loadedId !== resolvedId) return undefined;
      let value: ClientManifest;
      if (isBuild) {
        const file = path.join(client, '.vite/manifest.json');
        value = buildClientManifest(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ViteManifestChunk>, '/', (sheet) =>
          readFileSync(path.join(client, sheet), 'utf8'),
        );
      } else {
        value = { entry: { script: `/${entrySource}`, preloads: [], css: [] }, modules: {}, buildId: 'dev', styles: {}, dev: true };
      }
      return `export default ${JSON.stringify(value)};`;
    },
  };
}
