// Emulator tests run inside workerd with the emulator as the main worker (exports.default / SELF). The app worker
// the emulator sends webhooks to is replaced by a tiny receiver that checks the signature like the app must.
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';
import { ignoreLateAxiosRejections } from '../../ignore-late-axios-rejections.ts';

const webhookReceiver = `
export default {
  async fetch(request, env) {
    const body = await request.text();
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(env.WEBHOOK_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
    const expected = btoa(String.fromCharCode(...mac));
    if (request.headers.get('X-Kontent-ai-Signature') !== expected) return new Response('Invalid signature', { status: 400 });
    return Response.json({ received: JSON.parse(body), path: new URL(request.url).pathname });
  },
};`;

// The receiver stands in for the app's local worker under that worker's own name (top level of wrangler.toml): if the
// emulator's APP binding names anything else, the webhook delivery test fails, as publishing would locally.
const appConfig = unstable_readConfig({ config: fileURLToPath(new URL('../../../wrangler.toml', import.meta.url)) }, { hideWarnings: true });
const appWorker = appConfig.name;
if (!appWorker) throw new Error('wrangler.toml has no worker name');
// The Web Spotlight host frames the app's preview entry with the emulator's copy of the app's local secret: the test
// compares the two (test/worker/emulator/web-spotlight/host.test.ts).
const appPreviewEntrySecret = String(appConfig.vars?.PREVIEW_ENTRY_SECRET ?? '');

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './emulator/wrangler.toml' },
      miniflare: {
        // Vitest 5 probes `node:inspector` in every runner; without the module workerd logs a failed import per file.
        compatibilityFlags: ['enable_nodejs_inspector_module'],
        workers: [
          {
            name: appWorker,
            modules: true,
            script: webhookReceiver,
            compatibilityDate: '2025-09-01',
            bindings: { WEBHOOK_SECRET: 'emulator-webhook-secret' },
          },
        ],
      },
    }),
  ],
  test: {
    name: 'emulator',
    // Paths below are from the repository root, whether this config runs alone or as a project of the root one
    // (Vitest 5 resolves a relative root against the project's config file, no longer against the working directory).
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    include: ['test/worker/emulator/**/*.test.ts'],
    // One runtime for the files, one after another: a workerd per file cost more than the files' tests (decision
    // 124). ./fresh-file.ts clears what a file before left in the emulator.
    isolate: false,
    setupFiles: ['test/worker/emulator/fresh-file.ts'],
    onUnhandledError: ignoreLateAxiosRejections,
    provide: { appPreviewEntrySecret },
  },
});
