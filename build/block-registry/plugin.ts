import path from 'node:path';
import type { Plugin } from 'vite';
import { blocksDirectory, generatedDirectory, writeRegistry } from './generate.mjs';

/**
 * Vite plugin (build-time only, in Node) keeping app/blocks/generated/ current (decision 132): before a build started
 * without an npm script (`npx vite build`), and while `npm run dev` runs, whenever a file of a block folder appears,
 * goes or changes (a new folder, a view module's `views` or `rarer`). Vite then reloads what imports the lists.
 */
export function blockRegistry(directory = blocksDirectory, target = generatedDirectory): Plugin {
  const inBlockFolder = (file: string) => {
    const relative = path.relative(directory, file);
    return !relative.startsWith('..') && relative.includes(path.sep) && !file.startsWith(target);
  };
  const rewrite = (file: string) => {
    if (!inBlockFolder(file)) return;
    try {
      writeRegistry(directory, target);
    } catch (error) {
      // A folder caught half-written (two view modules for a moment) is reported, and the next save writes again.
      console.error(error instanceof Error ? error.message : error);
    }
  };
  return {
    name: 'block-registry',
    buildStart() {
      writeRegistry(directory, target);
    },
    configureServer(server) {
      for (const event of ['add', 'unlink', 'change'] as const) server.watcher.on(event, rewrite);
    },
  };
}
