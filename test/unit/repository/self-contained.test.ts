import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * The project stands on its own (issue 26): no module, test, script or config reaches a file outside the repository
 * by a relative path (an import, `new URL(…, import.meta.url)`, a glob), so a clone passes its tests with nothing
 * beside it.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|cjs|json|jsonc|toml)$/.test(file) && !file.startsWith('test/fixtures/'));

/** A relative path where a file is read: an import, a URL from the module's own, a glob, a config's `extends`. */
const reference =
  /(?:from\s*|import\s*\(\s*|import\s+|new URL\(\s*|glob(?:<[^>]*>)?\(\s*|require\(\s*|"(?:extends|path)":\s*)['"`](\.{1,2}\/[^'"`\n$]*)['"`]/g;

it('nothing reads a file outside the repository', () => {
  const outside: string[] = [];
  for (const file of sources) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    for (const [, specifier] of text.matchAll(reference)) {
      const target = path.resolve(root, path.dirname(file), specifier ?? '');
      if (path.relative(root, target).startsWith('..')) outside.push(`${file}: ${specifier}`);
    }
  }
  expect(outside).toEqual([]);
});
