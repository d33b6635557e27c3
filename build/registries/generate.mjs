#!/usr/bin/env node
// Writes the lists that TypeScript cannot derive from folders (decision 132): app/blocks/generated/ from the block
// folders, app/screens/generated/ from the screen folders. They are not in git: npm's `prepare` runs this after an
// install, scripts/run.mjs before every npm script, and the Vite plugin beside it on a build and while the dev server
// runs. Plain JavaScript without dependencies, so any Node runs it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { blocksDirectory, generatedBlocksDirectory, writeBlockRegistry } from './blocks.mjs';
import { generatedScreensDirectory, screensDirectory, writeScreenRegistry } from './screens.mjs';
import { root } from './write.mjs';

/** Each registry: the folder of folders it reads, where its modules go, and how it writes them (./plugin.ts watches them). */
export const registries = [
  { directory: blocksDirectory, target: generatedBlocksDirectory, write: writeBlockRegistry },
  { directory: screensDirectory, target: generatedScreensDirectory, write: writeScreenRegistry },
];

/** Writes every list that differs from what the folders give; returns the files written, from the project's root. */
export function writeRegistries() {
  return registries.flatMap(({ directory, target, write }) => write(directory, target).map((file) => path.relative(root, path.join(target, file))));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = writeRegistries();
  if (written.length > 0) console.log(`wrote ${written.join(', ')}`);
}
