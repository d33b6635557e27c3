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

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'app'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !routerOwned.test(file));

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
 * A screen's loader reads its queries from modules loaded on demand. Each is a `deferred(…)` that the route names in
 * its `loaderModules` (decision 139): the browser loads them while the page is idle, and a loader that awaits a
 * module already loaded waits for no task (a fresh `import()` does, behind the tap's own work).
 */
const routeFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'app/screens'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /^app\/screens\/[^/]+\/route\.ts$/.test(file));

/** What a route file loads on demand that its `loaderModules` does not name, or that is no `deferred(…)`. */
function unnamedLoaderModules(text: string): string[] {
  const named = /loaderModules:\s*([^\n]*)/.exec(text)?.[1] ?? '';
  const deferredNames = [...text.matchAll(/const (\w+) = deferred\(\(\) => import\(/g)].map((match) => match[1] ?? '');
  const loose = text
    .split('\n')
    .filter((line) => /\bimport\(/.test(line) && !/\bdeferred\(\(\) => import\(/.test(line) && !/import\('\.\/page'\)/.test(line))
    .map((line) => line.trim());
  return [...loose, ...deferredNames.filter((name) => !new RegExp(`\\b${name}\\b`).test(named))];
}

it('finds a route’s query loaded on its own or left out of its loaderModules', () => {
  expect(unnamedLoaderModules("  loader: async () => (await import('./query')).load(),")).toHaveLength(1);
  expect(unnamedLoaderModules("const query = deferred(() => import('./query'));\n  loader: async () => (await query.load()).x(),")).toEqual([
    'query',
  ]);
  expect(
    unnamedLoaderModules("const query = deferred(() => import('./query'));\n  loaderModules: query.load,\n  page: { load: () => import('./page') },"),
  ).toEqual([]);
});

it('every screen route names the modules its loader loads in its loaderModules', () => {
  expect(routeFiles.length).toBeGreaterThan(5);
  const unnamed = routeFiles.flatMap((file) => unnamedLoaderModules(readFileSync(path.join(root, file), 'utf8')).map((name) => `${file}: ${name}`));
  expect(unnamed).toEqual([]);
});
