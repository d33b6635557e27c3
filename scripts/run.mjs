#!/usr/bin/env node
// Entry for every npm script: checks that the pinned Node 24 (the `node` devDependency) is the one running,
// applies the offline switches, writes the block and screen lists, and runs the given command with node_modules/.bin
// first on PATH.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRegistries } from '../build/registries/generate.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is running, but this project needs the Node 24 that the "node" devDependency ` +
      'installs into node_modules/.bin. It is missing (installed with --ignore-scripts?): run `npm rebuild node`.',
  );
  process.exit(1);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const offline = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  X_LOCAL_OBSERVABILITY: 'false',
};
const env = { ...offline, ...process.env, PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` };
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/run.mjs COMMAND [ARGS...]');
  process.exit(2);
}
// The lists of blocks and screens are written from their folders (decision 132) before anything reads them.
const written = writeRegistries();
if (written.length > 0) console.error(`wrote ${written.join(', ')}`);
const child = spawn(command, args, { stdio: 'inherit', env, cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
