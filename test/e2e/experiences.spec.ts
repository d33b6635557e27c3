import { axe } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** product §2 list page and experience items in three locales: list title, a card, its experience and body. */
const locales = [
  {
    prefix: '',
    list: 'Retail experiences',
    card: 'Test drive day',
    summary: 'A day of test drives with charging stops on the way.',
    body: 'What to prepare',
    back: 'All experiences',
  },
  {
    prefix: '/cs',
    list: 'Zážitky v prodejně',
    card: 'Den zkušebních jízd',
    summary: 'Den zkušebních jízd s nabíjecími zastávkami po cestě.',
    body: 'Co připravit',
    back: 'Všechny zážitky',
  },
  {
    prefix: '/fr_fr',
    list: 'Expériences en point de vente',
    card: 'Journée d’essais',
    summary: 'Une journée d’essais avec des arrêts de recharge en chemin.',
    body: 'Ce qu’il faut préparer',
    back: 'Toutes les expériences',
  },
];

for (const locale of locales) {
  test(`${locale.prefix || '/'}: the list page's cards lead to the experience in the app, and back`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${locale.prefix}/list`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.list);
    await expect(page.locator('.experience-card')).toHaveCount(3);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __documentMark: 'kept' }));

    await page.getByRole('link', { name: locale.card }).click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/list/experience-test_drive_day$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.card);
    await expect(page.locator('main')).toContainText(locale.summary);
    await expect(page.getByRole('heading', { level: 2, name: locale.body })).toBeVisible();
    // The image is loaded with its real size, so nothing shifts.
    const image = page.locator('.experience__image');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The body's rich-text link to another experience, then the way back to the list.
    await page.locator('.experience__body').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/list/experience-meadow_walk$`));
    // Not the current page: only the list itself would be (exact match, not a parent path).
    await expect(page.locator('.experience__back a')).not.toHaveAttribute('aria-current', 'page');
    await page.locator('.experience__back').getByRole('link', { name: locale.back }).click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/list$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.list);
    expect(await page.evaluate(() => (window as unknown as { __documentMark?: string }).__documentMark)).toBe('kept');
    expect(errors).toEqual([]);
  });
}

test('the header navigation reaches the list page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/cs');
  await hydrated(page);
  await page.getByRole('button', { name: 'Prodej' }).click();
  await page.getByRole('button', { name: 'Novinky a články' }).click();
  await page.getByRole('link', { name: 'Zážitky v prodejně' }).click();
  await expect(page).toHaveURL(/\/cs\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zážitky v prodejně');
});

test('an unknown experience is the 404 screen', async ({ page }) => {
  const response = await page.goto('/cs/list/experience-no_such_experience');
  expect(response?.status()).toBe(404);
  await expect(page.locator('.experience')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const path of ['/list', '/cs/list/experience-meadow_walk', '/fr_fr/list/experience-showroom_evening']) {
  test(`${path} has no axe violations at 375 and 1280 px, and screenshots of both`, async ({ page }, testInfo) => {
    // One load, then each width: the layout follows the viewport, as in the other axe checks.
    await page.goto(path);
    await hydrated(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await axe(page);
      expect(results.violations.map((violation) => `${width}px ${violation.id}: ${violation.help}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`${width}${path.replaceAll('/', '-')}.png`), fullPage: true });
    }
  });
}
