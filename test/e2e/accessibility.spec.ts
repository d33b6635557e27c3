import { axe } from './axe';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { signedOut } from './sessions';

const pages = ['/', '/cs/kontakty', '/fr_fr/faq', '/bg_bg/news', '/downloads', '/styleguide', '/login', '/dashboard', '/no-such-page'];
const widths = [375, 768, 1280, 1920];

for (const path of pages) {
  test.describe(() => {
    // The login page is what a signed-out visitor sees; a signed-in one is sent home from it.
    if (path === '/login') test.use({ storageState: signedOut });
    test(`${path} has no axe violations at phone, tablet, laptop and desktop widths`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      if (path === '/login') await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const results = await axe(page);
        expect(results.violations.map((violation) => `${width}px ${violation.id}: ${violation.help}`)).toEqual([]);
      }
    });
  });
}

test('the language menu, once open, has no axe violations', async ({ page }) => {
  await page.goto('/news');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await expect(page.getByRole('link', { name: 'Čeština' })).toBeVisible();
  const results = await axe(page);
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test('the check itself reports what it should: a violation planted in a page is found', async ({ page }) => {
  await page.goto('/news');
  await hydrated(page);
  await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<img src="/favicon.ico">'));
  const results = await axe(page);
  expect(results.violations.map((violation) => violation.id)).toContain('image-alt');
});
