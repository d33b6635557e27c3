// The local emulator (emulator/) answered in this process: its Hono app imports nothing Worker-only, so Node runs it
// as it is, with the vars of emulator/wrangler.toml, and no build, port or workerd is needed (docs/decisions/070).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unstable_readConfig } from 'wrangler';
import { ENVIRONMENT_ID } from '../../emulator/constants.ts';
import type { DeliverySource } from './environment.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The emulator's demo environment as a Delivery API source, with the secure key the app's local config sends. */
export async function emulatorSource(): Promise<DeliverySource & { label: string }> {
  const { vars } = unstable_readConfig({ config: path.join(root, 'emulator/wrangler.toml') }, { hideWarnings: true });
  // Imported on demand: only this mode needs the emulator (and Node's TypeScript transform for it).
  const { default: emulator } = await import('../../emulator/index.ts');
  const context = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
  const baseUrl = `https://emulator.local/kontent/delivery/${ENVIRONMENT_ID}`;
  return {
    baseUrl,
    apiKey: typeof vars.SECURE_API_KEY === 'string' ? vars.SECURE_API_KEY : undefined,
    fetch: async (request) => emulator.fetch(request, vars, context),
    label: `the emulator (in process, ${baseUrl})`,
  };
}
