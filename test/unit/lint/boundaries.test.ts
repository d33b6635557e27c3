import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The import rules of biome.jsonc (decision 074) fail on a wrong import: each case lays out a few files at the
 * project's paths in a scratch folder beside the project's own configuration, and runs the linter there as
 * `npm run lint` runs it on the project.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const biome = path.join(root, 'node_modules/@biomejs/biome/bin/biome');
let scratch: string | undefined;

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** The rules the linter reports for these files, as `file rule` lines. */
function lint(files: Record<string, string>): string[] {
  scratch = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  cpSync(path.join(root, 'biome.jsonc'), path.join(scratch, 'biome.jsonc'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), text);
  }
  const run = spawnSync(process.execPath, [biome, 'lint', '--vcs-enabled=false', '--max-diagnostics=50', '.'], { cwd: scratch, encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  return [...output.matchAll(/^(\S+\.tsx?):\d+:\d+ (lint\/\w+\/\w+)/gm)].map((match) => `${match[1]} ${match[2]}`);
}

const module = (body: string) => `${body}\nexport const value = 1;\n`;

describe('import boundaries', () => {
  it('app/ never imports the Worker or the emulator', () => {
    expect(
      lint({
        'app/components/probe/Probe.ts': module("import { value as worker } from '../../../worker/index';\nvoid worker;"),
        'app/content/probe.ts': module("import { value as emulator } from '../../emulator/index';\nvoid emulator;"),
        'worker/index.ts': module(''),
        'emulator/index.ts': module(''),
      }),
    ).toEqual(['app/components/probe/Probe.ts lint/style/noRestrictedImports', 'app/content/probe.ts lint/style/noRestrictedImports']);
  });

  it('code that runs on both sides never imports app/browser/; the browser imports the shared code', () => {
    expect(
      lint({
        'app/components/probe/Probe.ts': module("import { value as entry } from '../../browser/entry';\nvoid entry;"),
        'app/forms/probe.ts': module("import { value as tracker } from '../browser/tracking/tracker';\nvoid tracker;"),
        'app/browser/entry.ts': module("import { value as form } from '../forms/form';\nvoid form;"),
        'app/browser/tracking/tracker.ts': module(''),
        'app/forms/form.ts': module(''),
      }).sort(),
    ).toEqual(['app/components/probe/Probe.ts lint/style/noRestrictedImports', 'app/forms/probe.ts lint/style/noRestrictedImports']);
  });

  it('worker/ never imports the emulator; the emulator imports nothing of the app but the content model', () => {
    expect(
      lint({
        'worker/probe.ts': module("import { value as emulator } from '../emulator/content/index';\nvoid emulator;"),
        'emulator/probe.ts': module(
          "import { value as guards } from '../app/guards/login';\nimport { value as model } from '../app/content/model/index';\nvoid guards;\nvoid model;",
        ),
        'emulator/content/index.ts': module(''),
        'app/guards/login.ts': module(''),
        'app/content/model/index.ts': module(''),
      }).sort(),
    ).toEqual(['emulator/probe.ts lint/style/noRestrictedImports', 'worker/probe.ts lint/style/noRestrictedImports']);
  });

  it('screens, i18n, guards and components sit below the routes and the router', () => {
    expect(
      lint({
        'app/guards/probe.ts': module("import { value as routes } from '../routes/faq';\nvoid routes;"),
        'app/components/probe/Probe.ts': module("import { value as router } from '../../router';\nvoid router;"),
        'app/screens/faq/route.ts': module("import { value as screens } from '../screens/screens';\nvoid screens;"),
        'app/screens/screens.ts': module(''),
        'app/router.ts': module(''),
      }).sort(),
    ).toEqual(['app/components/probe/Probe.ts lint/style/noRestrictedImports', 'app/guards/probe.ts lint/style/noRestrictedImports']);
  });

  it('no import cycles, except content that contains content (rich text and the blocks that nest blocks)', () => {
    expect(
      lint({
        'app/content/a.ts': module("import { value as b } from './b';\nvoid b;"),
        'app/content/b.ts': module("import { value as a } from './a';\nvoid a;"),
        'app/components/rich-text/RichText.ts': module("import { value as block } from '../../blocks/ContentBlock';\nvoid block;"),
        'app/blocks/ContentBlock.ts': module("import { value as rich } from '../components/rich-text/RichText';\nvoid rich;"),
      }).sort(),
    ).toEqual(['app/content/a.ts lint/suspicious/noImportCycles', 'app/content/b.ts lint/suspicious/noImportCycles']);
  });

  it('the project itself passes, formatting included (npm run lint; npm run format fixes what it can)', () => {
    const run = spawnSync(process.execPath, [biome, 'check', '--max-diagnostics=20', '.'], { cwd: root, encoding: 'utf8' });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    // Biome over the whole tree takes 2 s on a quiet machine and more than the default 5 s on a busy 2-core one.
  }, 30_000);
});
