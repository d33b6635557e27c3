import { expect, test } from '@playwright/test';
import { hydrated, navigateInApp } from './hydrated';

test.use({ viewport: { width: 375, height: 420 } });

test.beforeEach(async ({ page }) => {
  await page.goto('/news');
  await hydrated(page);
  // The screens are short until their content arrives: room below the page makes every position reachable.
  await page.evaluate(() => {
    document.body.style.paddingBottom = '3000px';
  });
});

test('navigating scrolls the new page to the top', async ({ page }) => {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('navigating to a hash scrolls to its anchor', async ({ page }) => {
  await navigateInApp(page, { to: '/downloads', hash: 'footer' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const footerTop = await page.evaluate(() => document.getElementById('footer')!.getBoundingClientRect().top);
  expect(Math.abs(footerTop)).toBeLessThan(80);
});
