import { axe } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __documentMark: 'kept' }));
}
async function documentMark(page: Page) {
  return page.evaluate(() => (window as unknown as { __documentMark?: string }).__documentMark);
}

/** Every content screen in three locales: its heading and a piece of its demo content. */
const screens: Array<[string, string, string]> = [
  ['/', 'Welcome to the retail portal', 'The new City EV arrives in showrooms in October'],
  ['/cs', 'Vítejte na prodejním portálu', 'Zelený prodej začíná u vás'],
  ['/fr_fr', 'Bienvenue sur le portail des distributeurs', 'points de vente en Europe'],
  ['/news', 'News', 'City EV order books open'],
  ['/cs/novinky', 'Novinky', 'Otevřeny objednávky City EV'],
  ['/fr_fr/news', 'Actualités', 'Ouverture des commandes de la City EV'],
  ['/faqs', 'Frequently asked questions', 'How do I sign in?'],
  ['/cs/faqs', 'Časté dotazy', 'Jak se přihlásím?'],
  ['/fr_fr/faq', 'Questions fréquentes', 'Comment me connecter ?'],
  ['/downloads', 'Downloads', 'Price list template'],
  ['/cs/soubory-ke-stazeni', 'Soubory ke stažení', 'Šablona ceníku'],
  ['/fr_fr/downloads', 'Téléchargements', 'Modèle de liste de prix'],
  ['/contacts', 'Contacts', 'Claire Martin'],
  ['/cs/kontakty', 'Kontakty', 'Vedoucí prodejních standardů'],
  ['/fr_fr/contacts', 'Contacts', 'Relations importateur France'],
  ['/styleguide', 'Styleguide', 'Brand video'],
  ['/cs/styleguide', 'Styleguide', 'Video značky'],
  ['/fr_fr/styleguide', 'Guide de style', 'Vidéo de la marque'],
  ['/retail-standards-2025', 'Retail standards 2025', 'Start with the handover area'],
  ['/cs/retail-standards-2025', 'Prodejní standardy 2025', 'Začněte prostorem pro předání vozu'],
  ['/fr_fr/retail-standards-2025', 'Standards de vente 2025', 'Commencez par l’espace de livraison'],
];

for (const [path, title, content] of screens) {
  test(`${path} renders its demo content without errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main')).toContainText(content);
    await hydrated(page);
    expect(errors).toEqual([]);
  });
}

test('a FAQ answer is reachable by its hash: the answer opens and is scrolled into view', async ({ page }) => {
  await page.goto('/faqs#faq-price-list');
  await hydrated(page);
  const item = page.locator('#faq-price-list');
  await expect(item).toHaveAttribute('open', '');
  await expect(item.getByText('In the downloads section.')).toBeInViewport();
  // Other answers stay closed until asked for.
  await expect(page.locator('#faq-sign-in')).not.toHaveAttribute('open', '');
  // A chevron says a question opens (the flex row has no browser triangle), and it turns once the answer shows.
  const chevron = () =>
    page.locator('#faq-sign-in summary').evaluate((summary) => {
      const { content, width, transform } = getComputedStyle(summary, '::after');
      return { content, width, transform };
    });
  const closed = await chevron();
  expect(closed.content).toBe('""');
  expect(Number.parseFloat(closed.width)).toBeGreaterThan(4);
  await page.getByText('How do I sign in?').click();
  await expect(page.getByText('Use your company single sign-on account.')).toBeVisible();
  await expect.poll(async () => (await chevron()).transform).not.toBe(closed.transform);
});

test('a FAQ hash that is no valid escape leaves the page as it is; an answer still opens with a tap', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/faqs#100%');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page.locator('details[open]')).toHaveCount(0);
  await page.getByText('How do I sign in?').click();
  await expect(page.locator('#faq-sign-in')).toHaveAttribute('open', '');
  expect(errors).toEqual([]);
});

test('news pages in the app, newest first, and the page is in the URL', async ({ page }) => {
  await page.goto('/news');
  await hydrated(page);
  await markDocument(page);
  const titles = page.locator('.news-list__title');
  await expect(titles.first()).toHaveText('City EV order books open');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(titles.first()).toHaveText('Green retail award winners');
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(titles).toHaveText(['Tourer facelift revealed', 'Retail network results 2024']);
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  expect(await documentMark(page)).toBe('kept');
});

test('downloads link to their files, which download', async ({ page, request }) => {
  await page.goto('/downloads');
  const link = page.getByRole('link', { name: 'Download Retail standards 2025' });
  await expect(link).toHaveAttribute('download', 'retail-standards-2025.pdf');
  const href = await link.getAttribute('href');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await expect(page.locator('.downloads__file').first()).toContainText(/PDF\s*(< )?\d+\.\d MB/);
});

test('contacts have working mailto and tel links', async ({ page }) => {
  await page.goto('/contacts');
  await expect(page.getByRole('link', { name: 'retail.standards@brand.example' })).toHaveAttribute('href', 'mailto:retail.standards@brand.example');
  await expect(page.getByRole('link', { name: '+420 200 000 100' })).toHaveAttribute('href', 'tel:+420200000100');
});

test('an article renders every rich-text block type, and its item links navigate in the app', async ({ page }) => {
  await page.goto('/retail-standards-2025');
  await hydrated(page);
  await markDocument(page);
  const body = page.locator('.article__body');
  await expect(body.getByRole('heading', { level: 2, name: 'Key points' })).toBeVisible();
  await expect(body.getByRole('table')).toContainText('Showroom');
  await expect(body.getByRole('img', { name: 'A bright showroom with an electric car' })).toBeVisible();
  await expect(body.getByRole('link', { name: 'brand.example' })).toHaveAttribute('target', '_blank');
  await expect(body.locator('.stat-block')).toContainText('1,240');
  await expect(body.locator('.info-panel')).toContainText('Start with the handover area');
  await body.getByRole('link', { name: 'The digital showroom' }).click();
  await expect(page).toHaveURL(/\/digital-showroom$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The digital showroom');
  expect(await documentMark(page)).toBe('kept');
});

test('styleguide tabs switch with the mouse and the arrow keys', async ({ page }) => {
  await page.goto('/styleguide');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Service' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Service content');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Sales' })).toBeFocused();
  await expect(page.getByRole('tabpanel')).toContainText('Sales content');
});

test('the rarer content blocks load with the first page that has them, not with an article', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/rarer-blocks-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/retail-standards-2025');
  await hydrated(page);
  expect(chunks).toEqual([]);
  await markDocument(page);
  await page.getByRole('link', { name: 'Retailer Experience, home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.banner').first()).toBeVisible();
  await expect(page.locator('.showcase').first()).toBeVisible();
  expect(chunks).toHaveLength(1);
  expect(await documentMark(page)).toBe('kept');
});

for (const [name, width] of [
  ['phone', 390],
  ['desktop', 1280],
] as const) {
  test(`screenshots at ${name} width`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/news', '/faqs', '/downloads', '/contacts', '/styleguide', '/retail-standards-2025']) {
      await page.goto(path);
      await hydrated(page);
      const file = testInfo.outputPath(`${name}${path === '/' ? '-home' : path.replaceAll('/', '-')}.png`);
      await page.screenshot({ path: file, fullPage: true });
      // Nothing is wider than the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
}

test('customer process filters update the URL, and a shared filtered URL shows the same view', async ({ page }) => {
  await page.goto('/cpo');
  await hydrated(page);
  const substeps = page.locator('[data-substep]');
  await expect(substeps).toHaveCount(6);
  // Multiple mode: stays open, shows chips and a count.
  await page.getByRole('button', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Service advisor' }).click();
  await expect(page).toHaveURL(/\/cpo\?roles=role_service$/);
  await expect(substeps).toHaveCount(2);
  await page.getByRole('option', { name: 'Sales consultant' }).click();
  await expect(page).toHaveURL(/roles=role_service%2Crole_sales|roles=role_service,role_sales/);
  await expect(substeps).toHaveCount(6);
  await expect(page.getByRole('button', { name: /^Role \(2\)/ })).toBeVisible();
  // An outside click closes it.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('listbox', { name: 'Role' })).toBeHidden();
  // Single mode closes after the choice.
  await page.getByRole('button', { name: /^Business area/ }).click();
  await page.getByRole('option', { name: 'After-sales' }).click();
  await expect(page.getByRole('listbox', { name: 'Business area' })).toBeHidden();
  await expect(substeps).toHaveCount(2);
  const shared = page.url();
  await page.goto(shared);
  await expect(substeps).toHaveCount(2);
  await hydrated(page);
  await expect(page.locator('[data-substep="step_first_service"]')).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/cpo$/);
  await expect(substeps).toHaveCount(6);
});

test('the biodiversity page renders its tiles, promo and catalogue', async ({ page }) => {
  await page.goto('/cs/biodiversity');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biodiverzita na prodejních místech');
  await expect(page.locator('.bio-tile').first()).toContainText('Květnatá louka');
  await expect(page.getByRole('link', { name: 'Kontaktujte nás' })).toHaveAttribute('href', '/cs/kontakty');
});

for (const path of ['/retail-standards-2025', '/cs/cpo', '/biodiversity', '/news?page=2', '/fr_fr/styleguide']) {
  test(`${path} has no axe violations at phone and desktop widths`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await axe(page);
      expect(results.violations.map((violation) => `${width}px ${violation.id}: ${violation.help}`)).toEqual([]);
    }
  });
}

test('the customer process with an open filter has no axe violations', async ({ page }) => {
  await page.goto('/cpo?roles=role_sales');
  await hydrated(page);
  await page.getByRole('button', { name: /^Role/ }).click();
  const results = await axe(page);
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
