import { expect, test } from '@playwright/test';

// Decision 043: a page's styles travel inside its HTML, so nothing blocks the first paint; screens reached in-app
// bring their own stylesheets.

test('the document carries its styles inline, with no stylesheet request before the first paint', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<style nonce="[^"]+" data-tsr-inline-css="">[^<]*\.header\{/);
  expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Hydration keeps the inline styles in place: the header still has its 64 px (SPEC §2).
  await expect(page.locator('style[data-tsr-inline-css]')).toHaveCount(1);
  expect(await page.locator('style[data-tsr-inline-css]').evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(1000);
  await expect(page.locator('header.header')).toHaveCSS('height', '64px');
});

test('a screen reached in-app gets its own styles', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Downloads' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  await expect(page.locator('link[rel="stylesheet"][href*="downloads"]')).toHaveCount(1);
  // The download button is a 48 px circle only when the downloads stylesheet applies.
  await expect(page.locator('.downloads__link').first()).toHaveCSS('width', '48px');
  await expect(page.locator('.downloads__link').first()).toHaveCSS('border-radius', '50%');
});
