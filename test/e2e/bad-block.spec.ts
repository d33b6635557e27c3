import { axe } from './axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

/**
 * A page survives one bad block (decisions 108 and 123): an article whose body cannot be parsed and whose image
 * Kontent could not measure. Its own item, in a language no other spec reads, published for this file and archived
 * after it, so the specs running beside it see the content they expect.
 */
const codename = 'e2e_article_with_a_bad_block';
const path = '/ro_ro/un-articol-cu-un-bloc-stricat';
const management = '/__emulator/kontent/management';
const variant = `${management}/v2/projects/00000000-0000-4000-8000-000000000001/items/codename/${codename}/variants/codename/ro_ro`;
const headers = { authorization: 'Bearer emulator-management-api-key', 'content-type': 'application/json' };

async function manage(request: APIRequestContext, url: string, body?: unknown) {
  const response = await request.put(url, { headers, ...(body ? { data: body } : {}) });
  expect(response.ok(), await response.text()).toBe(true);
}

// One worker for both tests: the item is published once and archived once.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await manage(request, `${management}/v2/projects/00000000-0000-4000-8000-000000000001/items/codename/${codename}`, {
    name: 'An article with a bad block',
    type: { codename: 'article' },
  });
  const element = (codename: string, value: unknown) => ({ element: { codename }, value });
  await manage(request, variant, {
    elements: [
      element('title', 'Un articol cu un bloc stricat'),
      element('slug', 'un-articol-cu-un-bloc-stricat'),
      element('summary', 'Rezumatul rămâne vizibil.'),
      // Long ago: last in every listing, so no listing another spec reads changes.
      element('published', '2001-01-01T08:00:00Z'),
      element('image', [{ codename: 'dealer-event.svg' }]),
      element('body', '<p>Un început lizibil</p><marquee>element necunoscut</marquee>'),
    ],
  });
  await manage(request, `${variant}/publish`);
});

test.afterAll(async ({ request }) => {
  await manage(request, `${variant}/unpublish-and-archive`);
});

/** Layout shifts the page has had since it started loading, summed as the CLS metric does. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

test('a retailer reads the article without its unreadable body; the unmeasured image moves nothing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un articol cu un bloc stricat');
  await expect(page.getByText('Rezumatul rămâne vizibil.')).toBeVisible();
  await expect(page.getByText('Un început lizibil')).toHaveCount(0);
  await expect(page.locator('.content-problem')).toHaveCount(0);
  const image = page.locator('img.article__image');
  await expect(image).toHaveClass(/content-image--fitted/);
  // Loaded, at the frame the page reserved for it: the whole picture inside, nothing around it moved.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await image.boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(2 / 3, 1);
  expect(await layoutShift(page)).toBe(0);
  expect((await axe(page)).violations).toEqual([]);
});

test("an editor's preview shows where and why, in place of the body", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const entered = await page.goto(`/api/preview/enter?${new URLSearchParams({ secret: 'local-preview-entry-secret', path })}`);
  expect(entered?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un articol cu un bloc stricat');
  const notice = page.getByRole('note');
  await expect(notice).toContainText('Not shown to retailers');
  await expect(notice).toContainText('This rich text could not be read');
  await expect(notice).toContainText(codename);
  await expect(notice).toContainText('body');
  // In the body element's place: a click there edits the body.
  await expect(page.locator('[data-kontent-element-codename="body"] .content-problem')).toHaveCount(1);
  expect((await axe(page)).violations).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('preview-notice-1440.png'), fullPage: true });
  // On a phone the notice's long codenames and reason wrap inside it: nothing overflows the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await notice.screenshot({ path: testInfo.outputPath('preview-notice-375.png') });
});
