import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

test('a screen chunk that fails to load makes one full load of the target page', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { __documentMark: 'kept' }));
  // The news screen's chunk fails twice, as if a deploy had replaced it: once for the module preload link Vite adds
  // when the chunk has dependencies (a failed preload link is silently retried by the import), once for the import.
  let failed = 0;
  await page.route(/\/assets\/news-[^/]+\.js$/, async (route) => {
    if (failed++ < 2) await route.abort();
    else await route.continue();
  });
  // News is reached through the header navigation (Retail › News and articles › News); the footer does not list it.
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('button', { name: 'Retail' }).click();
  await navigation.getByRole('button', { name: 'News and articles' }).click();
  await navigation.getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  expect(failed).toBeGreaterThanOrEqual(1);
  // A full load happened: the mark of the old document is gone. Polled, as the heading may show while the new
  // document is still loading (a read then meets a context being replaced).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __documentMark?: string }).__documentMark ?? 'gone').catch(() => 'loading'))
    .toBe('gone');
});
