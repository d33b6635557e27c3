// The model check against the local emulator: what `npm run model:check` does by default.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareModels } from './compare';
import { emulatorSource } from './emulator';
import { readEnvironment } from './environment';
import { modelShape } from './shape';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('model check against the emulator', () => {
  it('finds the emulator serving exactly the model', { timeout: 30_000 }, async () => {
    const environment = await readEnvironment(await emulatorSource());
    expect(environment.types.map((type) => type.codename).sort()).toEqual(
      modelShape()
        .types.map((type) => type.codename)
        .sort(),
    );
    expect(compareModels(modelShape(), environment)).toEqual([]);
  });

  it('finds a model that drifted from what the emulator serves', { timeout: 30_000 }, async () => {
    const environment = await readEnvironment(await emulatorSource());
    const model = modelShape();
    const drifted = {
      ...model,
      types: model.types.map((type) =>
        type.codename === 'article' ? { ...type, elements: { ...type.elements, subtitle: { type: 'text', name: 'Subtitle' } } } : type,
      ),
    };
    expect(compareModels(drifted, environment)).toEqual(['type article: element subtitle is in the model, not in the environment']);
  });

  it('npm run model:check, as package.json runs it, passes and says so', { timeout: 60_000 }, () => {
    const scripts: Record<string, string> = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')).scripts;
    // "node scripts/run.mjs node --flags… scripts/model-check.ts": run the part after run.mjs on this Node (24).
    const [, , program, ...args] = (scripts['model:check'] ?? '').split(' ');
    expect(program).toBe('node');
    const env = { ...process.env };
    for (const name of ['KONTENT_ENVIRONMENT_ID', 'KONTENT_DELIVERY_URL', 'KONTENT_PREVIEW_URL', 'KONTENT_SECURE_API_KEY', 'KONTENT_PREVIEW_API_KEY'])
      delete env[name];
    const run = spawnSync(process.execPath, args, { cwd: root, env, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(
      /^The content model matches the emulator \(in process, https:\/\/emulator\.local\/kontent\/delivery\/[0-9a-f-]+\): \d+ types, 1 taxonomy group\(s\) in the model\.\n$/,
    );
    expect(run.status).toBe(0);
  });
});
