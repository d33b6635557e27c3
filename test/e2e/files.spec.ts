import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { signedOut } from './sessions';

/** Files through the site (decision 110): a download is served at /files/… to a signed-in retailer, and to nobody else. */
const standards = /^\/files\/[0-9a-f-]{36}\/retail-standards-2025\.pdf$/;

test('a signed-in retailer downloads a file through /files/; signed out, the same link leads to sign-in', async ({ page, browser }) => {
  await page.goto('/downloads');
  await hydrated(page);
  const hrefs = await page.locator('a.downloads__link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  // No download link points at the asset host: every one is the site's own path.
  for (const href of hrefs) expect(href).toMatch(/^\/files\/[0-9a-f-]{36}\/[^/]+$/);

  const link = page.locator('a.downloads__link[href$="/retail-standards-2025.pdf"]');
  const href = await link.getAttribute('href');
  expect(href).toMatch(standards);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(new URL(download.url()).pathname).toBe(href);
  expect(download.suggestedFilename()).toBe('retail-standards-2025.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  const anonymous = await browser.newContext({ storageState: signedOut });
  try {
    const visitor = await anonymous.newPage();
    await visitor.goto(href!);
    await expect(visitor).toHaveURL(/\/login\?/);
    expect(new URL(visitor.url()).searchParams.get('backlink')).toBe(href);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  } finally {
    await anonymous.close();
  }
});
