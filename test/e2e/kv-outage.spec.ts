import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { startPreview, stopPreview } from './extra-preview';
import { hydrated, navigateInApp } from './hydrated';

// Issue 29, decision 109: a signed-in retailer keeps browsing while Cloudflare KV fails (2025-06-12: about nine KV
// calls in ten failed for 2.5 hours). The app's KV fault switch (/__local/faults, docs/emulator.md "Content cache
// faults") is global to its isolate, so this spec has a preview of its own: the other specs never meet the fault.
const port = Number(process.env.E2E_PORT ?? 4319) + 40;
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

/** Arms the switch as a developer would (JSON, no browser origin), or clears it. */
async function kvFault(fault: { mode: 'error' | 'timeout'; delayMs?: number } | null) {
  const response = await fetch(`${origin}/__local/faults`, {
    method: fault ? 'POST' : 'DELETE',
    ...(fault ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) } : {}),
  });
  expect(response.status).toBe(fault ? 201 : 204);
}

/** The isolate's content counters (local only, behind the visitor session like every proxy path). */
async function stats(page: Page) {
  const response = await page.request.get(`${origin}/nuxt-api/kontent-proxy/__stats`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { edgeHits: number; upstreamCalls: number };
}

/** A document load of `path` showing `title`, and how long the answer took. */
async function open(page: Page, path: string, title: string) {
  const started = Date.now();
  const response = await page.goto(`${origin}${path}`);
  const ms = Date.now() - started;
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return ms;
}

/** Screens of the demo content in two locales: lists, an article, contacts. */
const seen: Array<[string, string]> = [
  ['/cs/novinky', 'Novinky'],
  ['/cs/digital-showroom', 'Digitální showroom'],
  ['/contacts', 'Contacts'],
  ['/faqs', 'Frequently asked questions'],
];

test.describe('a signed-in retailer through a KV outage', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // KV of its own, emptied at start (scripts/preview.mjs): the copies in the location are this run's only.
    server = await startPreview(port, { WORKER_STATE_PATH: '.wrangler/e2e-kv-outage-state' });
  });

  test.afterAll(async () => {
    // Cleared whatever happened above, then the preview goes too.
    await fetch(`${origin}/__local/faults`, { method: 'DELETE' }).catch(() => undefined);
    await stopPreview(server);
  });

  test('pages seen before come from the copies, an unseen one from Kontent, and none waits on a hanging KV', async ({ page }) => {
    test.setTimeout(90_000);
    try {
      for (const [path, title] of seen) await open(page, path, title);
      // In the app too: the browser reads the article through the content proxy.
      await hydrated(page);
      await navigateInApp(page, { to: '/cs/green-retail' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zelený prodej');

      await kvFault({ mode: 'error' });
      // Past the isolate's memory layer (5 s): from now on an answer comes from KV's stand-in or from Kontent.
      await page.waitForTimeout(5500);
      const before = await stats(page);
      for (const [path, title] of seen) await open(page, path, title);
      await hydrated(page);
      await navigateInApp(page, { to: '/cs/green-retail' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zelený prodej');
      const during = await stats(page);
      // Every screen above came from the copies in the location; none needed Kontent.
      expect(during.edgeHits - before.edgeHits).toBeGreaterThanOrEqual(seen.length);
      expect(during.upstreamCalls).toBe(before.upstreamCalls);
      // A page never seen is filled from Kontent.
      await open(page, '/fr_fr/green-retail', 'Vente responsable');
      expect((await stats(page)).upstreamCalls).toBeGreaterThan(during.upstreamCalls);

      // KV hangs (10 s a call): a page waits on it at most a read's bound (500 ms), never its content deadline (4 s).
      await kvFault({ mode: 'timeout', delayMs: 10_000 });
      await page.waitForTimeout(5500);
      for (const [path, title] of [...seen, ['/digital-showroom', 'The digital showroom'] as [string, string]]) {
        expect(await open(page, path, title), path).toBeLessThan(4000);
      }
    } finally {
      await kvFault(null);
    }
  });
});
