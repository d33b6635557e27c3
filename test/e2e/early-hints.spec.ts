import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

/**
 * The scripts a document's `Link` header announces (worker/ssr/early-hints.ts), which the edge sends ahead as 103 Early
 * Hints. Chromium acts on the same header of the final answer, so this checks, in a real browser, that a script
 * announced there is fetched once: the page's own `<script type="module">` and module preloads use the announced
 * fetch instead of asking again.
 */
const announced = (header: string | null) =>
  (header ?? '')
    .split(/,\s*(?=<)/)
    .filter(Boolean)
    .map((link) => /^<([^>]+)>/.exec(link)?.[1] ?? '');

for (const path of ['/news', '/cs/retail-standards-2025']) {
  test(`${path}: every script the Link header announces is fetched once, and used`, async ({ page, baseURL }) => {
    const fetched = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(baseURL!).origin && url.pathname.startsWith('/assets/'))
        fetched.set(url.pathname, (fetched.get(url.pathname) ?? 0) + 1);
    });
    const response = await page.goto(path);
    const scripts = announced((await response?.allHeaders())?.link ?? null);
    expect(scripts.length).toBeGreaterThan(2);
    await hydrated(page);
    for (const script of scripts) expect(fetched.get(script), script).toBe(1);
    // Every announced script is one the page runs (the entry, its imports, the screen and the catalog).
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    for (const script of scripts) expect(loaded).toContain(script);
  });
}
