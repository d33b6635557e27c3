import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDomTypes } from './dom-types.ts';

/**
 * The runtimes' projects of tsconfig.json (decision 104): a probe module is checked with a project's own settings,
 * as `npm run typecheck` checks that project's files. The probes sit in a scratch folder under the project root, so
 * they resolve packages as the project's own files do.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const scratch = path.join(root, '.tmp/typecheck-probes');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

beforeAll(() => {
  writeDomTypes(path.join(root, '.tmp/types/dom-interfaces.d.ts'));
  mkdirSync(scratch, { recursive: true });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** tsc's errors for `source` checked as a module of `project` (its compiler options and its global declarations). */
function check(project: 'app' | 'app/browser' | 'worker', name: string, source: string): string[] {
  const probe = path.join(scratch, `${name}.ts`);
  writeFileSync(probe, `${source}\nexport {};\n`);
  const config = path.join(scratch, `${name}.tsconfig.json`);
  const projectConfig = path.join(root, project, 'tsconfig.json');
  // The project's own globals (the generated DOM types, the Workers types) come with its `include`; the probe joins it.
  const globals = {
    app: ['../types/dom-interfaces.d.ts'],
    'app/browser': [],
    worker: ['../../worker/env.d.ts', '../../worker/ssr/virtual-client-manifest.d.ts', '../types/dom-interfaces.d.ts'],
  }[project];
  writeFileSync(config, JSON.stringify({ extends: projectConfig, include: [], files: [probe, ...globals.map((file) => path.join(scratch, file))] }));
  const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', config], { cwd: root, encoding: 'utf8' });
  return [...`${run.stdout}${run.stderr}`.matchAll(/error (TS\d+: [^\n]+)/g)].map((match) => match[1] ?? '');
}

describe('one project per runtime', () => {
  it('shared code (app) has the DOM types and the globals both runtimes have', () => {
    expect(
      check(
        'app',
        'shared-ok',
        `const input: HTMLInputElement | null = null;
         const url = new URL('https://example.test/');
         setTimeout(() => console.log(input, url.href), 1);
         void fetch(url, { headers: new Headers() });`,
      ),
    ).toEqual([]);
  }, 60_000);

  it('fails on `document` or `window` in a shared module', () => {
    const errors = check('app', 'shared-document', 'console.log(document.title, window.innerWidth);');
    expect(errors.join('\n')).toMatch(/Cannot find name 'document'/);
    expect(errors.join('\n')).toMatch(/Cannot find name 'window'/);
  }, 60_000);

  it('fails on an element constructor, a browser global, in a shared module', () => {
    expect(check('app', 'shared-instanceof', 'const x: unknown = null;\nconsole.log(x instanceof HTMLInputElement);').join('\n')).toMatch(
      /'HTMLInputElement' only refers to a type/,
    );
  }, 60_000);

  it('fails on `KVNamespace` in app/', () => {
    expect(check('app', 'shared-kv', 'declare const cache: KVNamespace;\nconsole.log(cache);').join('\n')).toMatch(/Cannot find name 'KVNamespace'/);
  }, 60_000);

  it('the browser has `document`, the worker has `KVNamespace` and no `document`', () => {
    expect(check('app/browser', 'browser-document', 'console.log(document.title);')).toEqual([]);
    expect(check('worker', 'worker-kv', 'declare const cache: KVNamespace;\nconsole.log(cache);')).toEqual([]);
    expect(check('worker', 'worker-document', 'console.log(document.title);').join('\n')).toMatch(/Cannot find name 'document'/);
  }, 120_000);

  it('a content block kind without a view does not compile', () => {
    // What app/blocks/generated/ lists when a folder's view module does not export `views`: every kind but one.
    const source = `import type { EveryKindHasView } from '../../app/blocks/ContentBlock';
      import type { firstLoadViews } from '../../app/blocks/generated/views';
      import type { RarerKind } from '../../app/blocks/rarer-blocks';
      type Listed = Exclude<keyof typeof firstLoadViews | RarerKind, 'banner'>;
      void (true satisfies EveryKindHasView<Listed>);`;
    expect(check('app', 'block-without-view', source).join('\n')).toMatch(/does not satisfy the expected type '\{ withoutView: "banner"; \}'/);
    expect(check('app', 'block-with-every-view', source.replace(", 'banner'>", ', never>'))).toEqual([]);
  }, 120_000);

  it('a content type editors can insert that no block declares does not compile', () => {
    const source = `import type { blockDeclarations, EveryInsertedTypeMapped } from '../../app/blocks/registry';
      type Declared = Exclude<(typeof blockDeclarations)[number], { kind: 'banner' }>;
      void (true satisfies EveryInsertedTypeMapped<Declared>);`;
    expect(check('app', 'type-without-block', source).join('\n')).toMatch(/does not satisfy the expected type '\{ unmapped: "banner"; \}'/);
    expect(check('app', 'type-with-every-block', source.replace("{ kind: 'banner' }", 'never'))).toEqual([]);
  }, 120_000);

  it('a screen whose folder has no route does not compile', () => {
    // What app/screens/generated/screen-routes.ts lists when a screen's folder has no route.ts: every route but one.
    // app/router.tsx adds the routes' static data to the router's types, as it does in the project.
    const source = `import '../../app/router';
      import type { RouteOfEveryScreen } from '../../app/screens/all-routes';
      import { declaredRoutes } from '../../app/screens/generated/screen-routes';
      const { faq: _dropped, ...listed } = declaredRoutes;
      export const routes = listed satisfies RouteOfEveryScreen;`;
    expect(check('app', 'screen-without-route', source).join('\n')).toMatch(/Property 'faq' is missing/);
    expect(check('app', 'screen-with-every-route', source.replace('faq: _dropped, ', ''))).toEqual([]);
  }, 120_000);

  it('a page type without a link target does not compile', () => {
    const source = `import { pageTargets } from '../../app/content/links';
      const { news_page: _dropped, ...others } = pageTargets;
      export const targets: typeof pageTargets = others;`;
    expect(check('app', 'page-type-without-target', source).join('\n')).toMatch(/Property 'news_page' is missing/);
  }, 120_000);

  it('the project itself passes, every project (npm run typecheck)', () => {
    const run = spawnSync(
      process.execPath,
      ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', path.join(root, 'scripts/typecheck/run.ts')],
      { cwd: root, encoding: 'utf8', env: { ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` } },
    );
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    // Six projects, two at a time: about 25 s on a quiet 2-core machine.
  }, 240_000);
});
