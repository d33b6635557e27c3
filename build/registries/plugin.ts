import path from 'node:path';
import type { Plugin } from 'vite';
import { registries } from './generate.mjs';

interface Registry {
  /** The folder of folders: app/blocks, app/screens. */
  readonly directory: string;
  readonly target: string;
  readonly write: (directory: string, target: string) => string[];
}

/**
 * Vite plugin (build-time only, in Node) keeping the generated lists current (decision 132): before a build started
 * without an npm script (`npx vite build`), and while `npm run dev` runs, whenever a file of a block's or a screen's
 * folder appears, goes or changes (a new folder, a view module's `views` or `rarer`). Vite then reloads what imports
 * the lists.
 */
export function folderRegistries(watched: readonly Registry[] = registries): Plugin {
  const inFolderOf = ({ directory, target }: Registry, file: string) => {
    const relative = path.relative(directory, file);
    return !relative.startsWith('..') && relative.includes(path.sep) && !file.startsWith(target);
  };
  const rewrite = (file: string) => {
    for (const registry of watched.filter((candidate) => inFolderOf(candidate, file))) {
      try {
        registry.write(registry.directory, registry.target);
      } catch (error) {
        // A folder caught half-written (two view modules for a moment) is reported; the next save writes again.
        console.error(error instanceof Error ? error.message : error);
      }
    }
  };
  return {
    name: 'folder-registries',
    // Once per Vite run (`buildStart` would run once per environment: client, worker, emulator).
    config() {
      for (const registry of watched) registry.write(registry.directory, registry.target);
    },
    configureServer(server) {
      for (const event of ['add', 'unlink', 'change'] as const) server.watcher.on(event, rewrite);
    },
  };
}
