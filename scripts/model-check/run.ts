// The model check from settings to verdict: 0 the model matches, 1 it differs (every difference listed), 2 no
// verdict (settings wrong, environment unreadable). scripts/model-check.ts runs it with the process's own.
import { compareModels } from './compare.ts';
import { readEnvironment, SourceError, type DeliverySource } from './environment.ts';
import { modelShape } from './shape.ts';
import { targetFrom, TargetError, type TargetEnv } from './target.ts';

export interface CheckIo {
  readonly env: TargetEnv;
  /** The HTTP client for a real environment (the emulator is answered in process). */
  readonly fetch: (request: Request) => Promise<Response>;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

async function sourceFor(io: CheckIo): Promise<DeliverySource & { label: string }> {
  const target = targetFrom(io.env);
  if (target.kind === 'emulator') {
    // Loaded only for this mode: it pulls in the emulator and wrangler's config reader.
    const { emulatorSource } = await import('./emulator.ts');
    return emulatorSource();
  }
  return { baseUrl: target.baseUrl, apiKey: target.apiKey, label: target.label, fetch: io.fetch };
}

export async function runModelCheck(io: CheckIo): Promise<0 | 1 | 2> {
  try {
    const source = await sourceFor(io);
    const model = modelShape();
    const differences = compareModels(model, await readEnvironment(source));
    const counted = `${model.types.length} types, ${model.taxonomies.length} taxonomy group(s) in the model`;
    if (differences.length === 0) {
      io.out(`The content model matches ${source.label}: ${counted}.`);
      return 0;
    }
    io.err(`The content model differs from ${source.label} (${counted}): ${differences.length} difference(s).`);
    for (const difference of differences) io.err(`  - ${difference}`);
    return 1;
  } catch (error) {
    // 1 means "they differ": anything that went wrong instead is 2, with its stack when it is unexpected.
    const known = error instanceof TargetError || error instanceof SourceError;
    io.err(`Model check not done: ${known ? error.message : error instanceof Error ? error.stack : String(error)}`);
    return 2;
  }
}
