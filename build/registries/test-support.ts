import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect } from 'vitest';

const scratches: string[] = [];
afterEach(() => {
  for (const scratch of scratches.splice(0)) rmSync(scratch, { recursive: true, force: true });
});

/** For the generators' tests: a scratch folder of folders with the given files (path → text), removed after the test. */
export function scratchFolder(files: Record<string, string>): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'registry-'));
  scratches.push(directory);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
    writeFileSync(path.join(directory, file), text);
  }
  return directory;
}

/** Expects the generated modules on disk in `target` to be `modules` (file name → text): the lists are current. */
export function expectCurrent(modules: Record<string, string>, target: string): void {
  for (const [file, text] of Object.entries(modules)) {
    expect(readFileSync(path.join(target, file), 'utf8'), `${file} is stale: any npm script writes it again`).toBe(text);
  }
}
