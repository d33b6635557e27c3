// `npm run typecheck`: each runtime's project of tsconfig.json checked on its own (decision 104), two at a time. The
// shared code's DOM types without the DOM's globals are written first (./dom-types.ts).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDomTypes } from './dom-types.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
writeDomTypes(path.join(root, '.tmp/types/dom-interfaces.d.ts'));

// The projects tsconfig.json references; a comment-free JSON file.
const projects: string[] = (
  JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as { references: { path: string }[] }
).references.map((reference) => reference.path);

function check(project: string): Promise<{ project: string; code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('tsc', ['--noEmit', '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...projects];
const failed: string[] = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      console.log(`${result.code === 0 ? '✓' : '✗'} ${project}`);
      if (result.code !== 0) {
        failed.push(project);
        process.stdout.write(result.output);
      }
    }
  }),
);
if (failed.length) {
  console.log(`typecheck failed in ${failed.join(', ')}`);
  process.exit(1);
}
