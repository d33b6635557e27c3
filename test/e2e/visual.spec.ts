import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

// Issue 18's visual defects, each checked where a browser lays the page out, with screenshots at a phone's and a
// desktop's width (test-results/visual/) to look at.
const widths = [390, 1440];

for (const width of widths) {
  test(`contacts at ${width} px: portraits are round, not stretched, and no line breaks badly`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contacts');
    await hydrated(page);
    const photos = page.locator('.contacts__photo');
    expect(await photos.count()).toBeGreaterThan(0);
    for (const photo of await photos.all()) {
      const box = (await photo.boundingBox())!;
      expect(Math.abs(box.width - box.height)).toBeLessThan(1);
      expect(box.width).toBeLessThanOrEqual(96);
      // A vector portrait keeps its own proportions inside the square frame.
      expect(await photo.evaluate((image) => getComputedStyle(image).objectFit)).toBe('cover');
    }
    // Nothing runs out of its card; addresses wrap between their parts, phone numbers not at all.
    for (const card of await page.locator('.contacts__card').all()) {
      expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    for (const oneLine of await page.locator('.contacts__ways a[href^="tel:"], .contacts__ways dt').all()) {
      // One line box for the text (a grid cell itself stretches to its row's height).
      const lines = await oneLine.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    }
    await page.screenshot({ path: `test-results/visual/contacts-${width}.png`, fullPage: true });
  });

  test(`the 404 screen at ${width} px shows the site footer from content`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const footer = page.locator('footer.footer');
    await expect(footer.locator('.footer__links')).toHaveAttribute('data-source', 'content');
    await expect(footer).not.toContainText('© Retailer Experience');
    await page.screenshot({ path: `test-results/visual/404-${width}.png`, fullPage: true });
  });
}

test('the favicon is not fetched again on in-app navigation', async ({ page }) => {
  const iconRequests: string[] = [];
  page.on('request', (request) => {
    if (/favicon|\.ico$/.test(new URL(request.url()).pathname)) iconRequests.push(request.url());
  });
  await page.goto('/news');
  await hydrated(page);
  const footer = page.getByRole('navigation', { name: 'Site map' });
  const stops: Array<[string, string]> = [
    ['Downloads', 'Downloads'],
    ['FAQ', 'Frequently asked questions'],
    ['Contacts', 'Contacts'],
  ];
  for (const [link, title] of stops) {
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  // Chromium asks for the page's icon at every same-document navigation: at most the first load may fetch it.
  await page.waitForLoadState('networkidle');
  expect(iconRequests.length).toBeLessThanOrEqual(1);
});
