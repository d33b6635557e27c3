import { axe } from './axe';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { hydrated } from './hydrated';
import { signedOut } from './sessions';

/**
 * product §1 site search (issue 16, decision 085): from the header field (desktop) or the mobile menu to the results and
 * into a result, with JavaScript (in the app) and without (plain GET forms and links), paging, the empty state and
 * axe on the results and the empty state. "downloads" finds 13 items of the demo content in English: two pages.
 */

/** Marks the current document: the mark survives in-app navigation and disappears on a full page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __documentMark: 'kept' }));
const documentMark = (page: Page) => page.evaluate(() => (window as unknown as { __documentMark?: string }).__documentMark);

const searchLandmark = (page: Page) => page.getByRole('search', { name: 'Site search' });
const searchField = (page: Page) => searchLandmark(page).getByRole('searchbox', { name: 'Search the site' });
const results = (page: Page) => page.locator('.search-results__item');
const status = (page: Page) => page.getByRole('status');

async function expectNoAxeViolations(page: Page, state: string) {
  const found = await axe(page);
  expect(found.violations.map((violation) => `${state} ${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Kept as a test artifact under test-results/ and attached to the report. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The first results page of "downloads", whichever way it was reached. */
async function expectFirstPage(page: Page, path = '/search') {
  await expect(page).toHaveURL(new RegExp(`${path}\\?q=downloads$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(status(page)).toHaveText('13 results for “downloads”');
  await expect(results(page)).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'City EV order books open' })).toHaveAttribute('href', '/news');
  // Each snippet says the item's own words, with the word searched for marked.
  await expect(results(page).first().locator('.search-results__snippet')).toHaveText('Retailers can order demo cars from today. More in downloads');
  await expect(results(page).locator('mark')).toHaveText(Array(10).fill('downloads'));
}

/** Paging to the last page and back, by the pagination's links. */
async function pageThrough(page: Page) {
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/search\?q=downloads&page=2$/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(results(page)).toHaveCount(3);
  await expect(status(page)).toHaveText('13 results for “downloads”');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/search\?q=downloads$/);
  await expect(results(page)).toHaveCount(10);
}

/** Into a result: the FAQ item on the last page leads to the FAQ screen. */
async function openResult(page: Page) {
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await page.getByRole('link', { name: 'Where is the price list template?' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
}

test.describe('with JavaScript: the search navigates in the app', () => {
  test('1440px: from the header field to the results, paging, into a result; the field keeps the query', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/news');
    await hydrated(page);
    await markDocument(page);
    // From xl the header holds the field, and the only search landmark is the header's.
    await expect(searchLandmark(page)).toHaveCount(1);
    await searchField(page).fill('downloads');
    await searchField(page).press('Enter');
    await expectFirstPage(page);
    await expect(searchField(page)).toHaveValue('downloads');
    await expect(searchField(page)).toBeFocused();
    await screenshot(page, testInfo, 'search-1440-results');
    await pageThrough(page);
    await openResult(page);
    expect(await documentMark(page)).toBe('kept');
    // Back on the results, the field shows their query again; elsewhere it is empty.
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=downloads&page=2$/);
    await expect(searchField(page)).toHaveValue('downloads');
  });

  test('375px: from the mobile menu to the results and into a result; the menu closes', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/news');
    await hydrated(page);
    await markDocument(page);
    // Below xl the header has no field: it is in the menu.
    await expect(searchLandmark(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('searchbox', { name: 'Search the site' }).fill('downloads');
    await screenshot(page, testInfo, 'search-375-menu');
    await menu.getByRole('button', { name: 'Search' }).click();
    await expectFirstPage(page);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    // The closed menu slides out for 250 ms before it hides (header.css): until then its field is still a search box.
    await expect(menu).toBeHidden();
    // The screen's own field shows the query.
    await expect(searchField(page)).toHaveValue('downloads');
    await screenshot(page, testInfo, 'search-375-results');
    await pageThrough(page);
    await openResult(page);
    expect(await documentMark(page)).toBe('kept');
  });

  test('the Czech screen is /cs/hledani, searches the Czech content and links the Czech pages', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/cs');
    await hydrated(page);
    const field = page.getByRole('search', { name: 'Vyhledávání na webu' }).getByRole('searchbox', { name: 'Hledat na webu' });
    await field.fill('souborech');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/cs\/hledani\?q=souborech$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hledání');
    await expect(status(page)).toHaveText('12 výsledků pro „souborech“');
    await page.getByRole('link', { name: 'Otevřeny objednávky City EV' }).click();
    await expect(page).toHaveURL(/\/cs\/novinky$/);
  });

  test('the empty state says nothing was found and how to search better', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/search?q=downloads');
    await hydrated(page);
    await searchField(page).fill('zzqx');
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=zzqx$/);
    await expect(status(page)).toHaveText('No results for “zzqx”.');
    await expect(page.getByText('Check the spelling, or try a more general word.')).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  });
});

test.describe('without JavaScript: plain GET forms and links', () => {
  test.use({ javaScriptEnabled: false });

  test('1440px: the header form to the results, paging, into a result', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/news');
    await searchField(page).fill('downloads');
    await searchField(page).press('Enter');
    await expectFirstPage(page);
    await expect(searchField(page)).toHaveValue('downloads');
    await pageThrough(page);
    await openResult(page);
  });

  test("375px: the header's search link to the search screen, its form to the results, into a result", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/news');
    await page.locator('header').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(status(page)).toHaveText('Enter a word or two to search the site.');
    await searchField(page).fill('downloads');
    await searchLandmark(page).getByRole('button', { name: 'Search' }).click();
    await expectFirstPage(page);
    await expect(searchField(page)).toHaveValue('downloads');
    await screenshot(page, testInfo, 'search-375-no-js');
    await pageThrough(page);
    await openResult(page);
  });

  test('the empty state', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/search');
    await searchField(page).fill('zzqx');
    await searchField(page).press('Enter');
    await expect(status(page)).toHaveText('No results for “zzqx”.');
    await expect(results(page)).toHaveCount(0);
  });
});

test.describe('anonymous visitors may search, but find nothing protected (product §1, decision 111)', () => {
  test.use({ storageState: signedOut });

  const signIn = 'The site’s pages are for the brand’s retailers and importers: sign in to search them.';

  test('a signed-out visitor is asked to sign in, in the app too, and comes back to the search', async ({ page }) => {
    await page.goto('/search?q=downloads');
    await expect(status(page)).toHaveText(signIn);
    await expect(results(page)).toHaveCount(0);
    await hydrated(page);
    await expectNoAxeViolations(page, 'signed-out search');
    // In the app the search goes through /api/search, which answers a signed-out visitor 401.
    await page.setViewportSize({ width: 375, height: 900 });
    await searchField(page).fill('retail');
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=retail$/);
    // The words are the same as before: the link's way back tells that the new search was answered.
    const signInLink = page.getByRole('link', { name: 'Sign in', exact: true }).last();
    await expect(signInLink).toHaveAttribute('href', /backlink=%2Fsearch%3Fq%3Dretail$/);
    await expect(status(page)).toHaveText(signIn);
    await expect(results(page)).toHaveCount(0);
    await signInLink.click();
    await expect(page).toHaveURL(/\/login\?url=.*&backlink=%2Fsearch%3Fq%3Dretail$/);
  });
});

test.describe('accessibility', () => {
  for (const [state, path] of [
    ['results', '/search?q=downloads'],
    ['empty state', '/search?q=zzqx'],
    ['no query', '/cs/hledani'],
  ] as const) {
    test(`the ${state} has no axe violations at phone, tablet and desktop widths`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      for (const width of [375, 768, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `${width}px ${state}`);
      }
    });
  }

  test('the mobile menu with its search field has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/search?q=downloads');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('searchbox')).toBeVisible();
    await expectNoAxeViolations(page, '375px menu open');
  });
});
