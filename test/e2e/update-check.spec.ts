import { expect, test } from '@playwright/test';

test('after a new deploy, the next navigation loads the target page fully', async ({ page }) => {
  await page.clock.install();
  await page.goto('/news');
  await page.waitForFunction(() => Boolean((window as unknown as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__));
  await page.waitForLoadState('networkidle');
  const current = await page.locator('meta[name="build-id"]').getAttribute('content');
  expect(current).toMatch(/^[0-9a-f]{16}$/);
  await page.evaluate(() => Object.assign(window, { __documentMark: 'kept' }));

  // Same build: navigation stays in the app.
  await page.clock.fastForward('01:01:00');
  await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Downloads' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  expect(await page.evaluate(() => (window as unknown as { __documentMark?: string }).__documentMark)).toBe('kept');

  // A new build goes live: the next check notices, the next navigation is a full load.
  await page.route(/\/builds\/latest\.json/, (route) => route.fulfill({ json: { id: 'a-newer-build-id' } }));
  const polled = page.waitForRequest(/\/builds\/latest\.json\?t=\d+/);
  await page.clock.fastForward('01:01:00');
  await polled;
  await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __documentMark?: string }).__documentMark)).toBeUndefined();
});
