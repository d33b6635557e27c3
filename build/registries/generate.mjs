#!/usr/bin/env node
// Writes the lists that TypeScript cannot derive from folders (decision 132): app/blocks/generated/ from the block
// folders, app/screens/generated/ from the screen folders. They are not in git: npm's `prepare` runs this after an
// install, scripts/run.mjs before every npm script, and the Vite plugin beside it on a build and while the dev server
// runs. Plain JavaScript without dependencies, so any Node runs it.
import { pathToFileURL } from 'node:url';
import { writeBlockRegistry } from './blocks.mjs';
import { writeScreenRegistry } from './screens.mjs';

/** Writes every list that differs from what the folders give; returns the files written, by folder. */
export function writeRegistries() {
  return [
    ...writeBlockRegistry().map((file) => `app/blocks/generated/${file}`),
    ...writeScreenRegistry().map((file) => `app/screens/generated/${file}`),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = writeRegistries();
  if (written.length > 0) console.log(`wrote ${written.join(', ')}`);
}
