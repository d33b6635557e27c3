import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * One way code loads after the page (issue 26, decision 122): every dynamic import in `app/` is the load of a
 * `deferred(…)` (app/deferred.tsx; a form's `deferredForm(…)` is one), which loads once and forgets a failure, so no module keeps its own "once, and
 * again after a failure". The router's own code splitting is TanStack's (a screen's `route.ts` and the article
 * screen's views) and the locale catalogs are Vite's; nothing else is exempt.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const routerOwned = /^app\/screens\/[^/]+\/(route|views)\.ts$/;
const catalogImport = /import\(`[^`]*\.po`\)/;

const appFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'app'], { cwd: root, encoding: 'utf8' }).split('\n');
const sources = appFiles.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !routerOwned.test(file));

/** A dynamic import that is not a type (`typeof import(…)`) and not the body of a `deferred(…)` on the same line. */
function looseImports(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /(?<!typeof\s)\bimport\(/.test(line) && !/\bdeferred(Form)?\((async\s*)?\(\)\s*=>\s*\(?\s*(await\s+)?import\(/.test(line))
    .filter((line) => !catalogImport.test(line))
    .map((line) => line.trim());
}

it('finds a loose dynamic import, and passes a deferred one and a type', () => {
  expect(looseImports("  pending ??= import('./enhance').catch(() => undefined);")).toHaveLength(1);
  expect(looseImports("const tracker = deferred(() => import('./tracker'));")).toEqual([]);
  expect(looseImports("const runner = deferred(async () => (await import('./guards/runner')).create(view));")).toEqual([]);
  expect(looseImports("export type Enhancement = typeof import('./enhance');")).toEqual([]);
});

it('every dynamic import in app/ goes through deferred()', () => {
  const loose = sources.flatMap((file) => looseImports(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}: ${line}`));
  expect(loose).toEqual([]);
});

/**
 * A screen's loader reads its queries from modules loaded on demand, and only from those its route names in
 * `loaderModules` (decision 139): the browser loads them while the page is idle, and the loader receives them loaded
 * (an `import()` of its own would settle in a task of its own, behind a tap's work).
 */
const routeSources = appFiles
  .filter((file) => /^app\/screens\/[^/]+\/route\.ts$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

/** The dynamic imports of a route file outside its `loaderModules`, but the page's own (TanStack's) and types. */
function importsBesideLoaderModules(text: string): string[] {
  const declared = /\n {2}loaderModules:[\s\S]*?\n {2}(?=\w)/.exec(text)?.[0] ?? '';
  return text
    .replace(declared, '\n')
    .split('\n')
    .filter((line) => /(?<!typeof\s)\bimport\(/.test(line) && !/\bimport\('\.\/page'\)/.test(line))
    .map((line) => line.trim());
}

it('finds a route’s query imported beside its loaderModules, and passes the page, a type and the declared modules', () => {
  expect(importsBesideLoaderModules("  loader: async (code) => (await import('./query')).load(code),\n")).toHaveLength(1);
  const declared = [
    "  page: { load: () => import('./page'), source: '' },",
    '  loaderModules: () =>',
    "    Promise.all([import('../../content/queries/slug-page'), import('../../content/queries/experiences')]),",
    "  loader: async (code, args, queries) => (await import('./page')).x(queries),",
    "type Queries = [typeof import('../../content/queries/slug-page')];",
  ].join('\n');
  expect(importsBesideLoaderModules(declared)).toEqual([]);
});

it('every screen route’s loader imports only through its loaderModules', () => {
  expect(routeSources.length).toBeGreaterThan(5);
  const loose = routeSources.flatMap(({ file, text }) => importsBesideLoaderModules(text).map((line) => `${file}: ${line}`));
  expect(loose).toEqual([]);
  // Every route with a loader that reads content declares its modules.
  const withLoader = routeSources.filter(({ text }) => /\n {2}loader:/.test(text));
  const declaring = withLoader.filter(({ text }) => /\n {2}loaderModules:/.test(text));
  expect(declaring).toEqual(withLoader);
});
