import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// Decision 043: a page's styles travel inside its HTML, so nothing blocks the first paint; screens reached in-app
// bring their own stylesheets.

test('the document carries its styles inline, with no stylesheet request before the first paint', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<style nonce="[^"]+" data-tsr-inline-css="">[^<]*\.header\{/);
  expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Hydration keeps the inline styles in place: the header still has its 64 px (product §2).
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

test('hydration fetches none of the stylesheets the page carries inline, and they stay in force in-app', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css'))
      stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await hydrated(page);
  // Hydration loaded the home screen's chunk, whose styles (rich text, page header) are in the inline style.
  expect(stylesheets).toEqual([]);
  const claimed = page.locator('link[rel="stylesheet"][data-inlined]');
  expect(await claimed.count()).toBeGreaterThan(1);
  expect(await claimed.evaluateAll((links) => links.every((link) => (link as HTMLLinkElement).disabled && !(link as HTMLLinkElement).sheet))).toBe(
    true,
  );

  const inlined = await claimed.evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));

  await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Downloads' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  await page.getByRole('link', { name: 'Retailer Experience, home' }).click();
  await expect(page.locator('.stat-block__value').first()).toBeVisible();
  // Back on home, its rich-text styles still apply; only the downloads screen fetched stylesheets (its own and its
  // pagination's), none the page carried inline.
  await expect(page.locator('.stat-block__value').first()).toHaveCSS('font-size', '32px');
  expect(stylesheets.some((path) => path.includes('downloads'))).toBe(true);
  expect(stylesheets.filter((path) => inlined.includes(path))).toEqual([]);
});
