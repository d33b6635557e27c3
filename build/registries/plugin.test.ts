import { EventEmitter } from 'node:events';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import type { ViteDevServer } from 'vite';
import { writeBlockRegistry } from './blocks.mjs';
import { folderRegistries } from './plugin.ts';
import { scratchFolder } from './test-support.ts';

afterEach(() => vi.restoreAllMocks());

it('rewrites the lists while the dev server runs, when a block folder gains, loses or changes a file', () => {
  const directory = scratchFolder({ 'quote/block.ts': 'export const quote = declareBlock({});\n' });
  const target = path.join(directory, 'generated');
  const plugin = folderRegistries([{ directory, target, write: writeBlockRegistry }]);
  const watcher = new EventEmitter();
  (plugin.configureServer as (server: ViteDevServer) => void)({ watcher } as unknown as ViteDevServer);
  const views = () => readFileSync(path.join(target, 'views.ts'), 'utf8');

  writeFileSync(path.join(directory, 'quote/Quote.tsx'), 'export const views = {};\n');
  watcher.emit('add', path.join(directory, 'quote/Quote.tsx'));
  expect(views()).toContain("import { views as quote } from '../quote/Quote';");

  writeFileSync(path.join(directory, 'quote/Quote.tsx'), 'export const views = {};\nexport const rarer = true;\n');
  watcher.emit('change', path.join(directory, 'quote/Quote.tsx'));
  expect(views()).not.toContain('../quote/Quote');
  expect(readFileSync(path.join(target, 'rarer-views.ts'), 'utf8')).toContain("import { views as quote } from '../quote/Quote';");

  // A folder caught with two view modules is reported, not thrown into the dev server; the next save writes again.
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  writeFileSync(path.join(directory, 'quote/Other.tsx'), 'export const views = {};\n');
  watcher.emit('add', path.join(directory, 'quote/Other.tsx'));
  expect(error).toHaveBeenCalledWith(expect.stringContaining('Other.tsx and Quote.tsx both export `views`'));
  rmSync(path.join(directory, 'quote/Other.tsx'));
  watcher.emit('unlink', path.join(directory, 'quote/Other.tsx'));
  expect(readFileSync(path.join(target, 'rarer-views.ts'), 'utf8')).toContain('../quote/Quote');
});
