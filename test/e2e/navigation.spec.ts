import { expect, test, type Page } from '@playwright/test';
import { hydrated, navigateInApp } from './hydrated';

/** Marks the current document: the mark survives in-app navigation and disappears on a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __documentMark: 'kept' }));
}
async function documentMark(page: Page) {
  return page.evaluate(() => (window as unknown as { __documentMark?: string }).__documentMark);
}

test('the page hydrates: a header link navigates in the app without reloading the document', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/news');
  await hydrated(page);
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  await expect(page).toHaveTitle('Downloads | Retailer Experience');
  expect(await documentMark(page)).toBe('kept');
  expect(errors).toEqual([]);
});

test('in-app navigation reaches every screen through the header navigation and the logo', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  const stops: Array<[string, string, string, RegExp, string]> = [
    ['Retail', 'News and articles', 'News', /\/news$/, 'News'],
    ['Network', 'Support', 'Downloads', /\/downloads$/, 'Downloads'],
    ['Network', 'Support', 'FAQ', /\/faqs$/, 'Frequently asked questions'],
    ['Network', 'Support', 'Contacts', /\/contacts$/, 'Contacts'],
  ];
  for (const [first, second, link, url, title] of stops) {
    await navigation.getByRole('button', { name: first }).click();
    await navigation.getByRole('button', { name: second }).click();
    await navigation.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Following a link closes the panel.
    await expect(navigation.getByRole('button', { name: first })).toHaveAttribute('aria-expanded', 'false');
  }
  await page.getByRole('link', { name: 'Retailer Experience, home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the retail portal');
  // The styleguide and the dashboard are not in the navigation: reached in the app by the router.
  const go = (to: string) => navigateInApp(page, { to });
  await go('/styleguide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Styleguide');
  // The dashboard has no layout, so it is the last stop.
  await go('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.locator('header')).toHaveCount(0);
  expect(await documentMark(page)).toBe('kept');
});

test('switching language keeps the screen, loads the catalog and updates <html lang>', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/contacts');
  await hydrated(page);
  await markDocument(page);
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('link', { name: 'Čeština' }).click();
  await expect(page).toHaveURL(/\/cs\/kontakty$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakty');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs-CZ');
  await expect(page.getByRole('navigation', { name: 'Hlavní navigace' })).toBeVisible();
  expect(await documentMark(page)).toBe('kept');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('cs');
});

/** The locales whose routes the browser's router holds, from its route ids (`/layout-default-cs`, …). */
async function routedLocales(page: Page) {
  return page.evaluate(() => {
    const router = (window as unknown as { __TSR_ROUTER__: { routesById: Record<string, unknown> } }).__TSR_ROUTER__;
    return Object.keys(router.routesById)
      .map((id) => /^\/layout-default-(\w+)$/.exec(id)?.[1])
      .filter(Boolean)
      .sort();
  });
}

test("the browser's router starts with the page's locale and adds the others when the language list opens", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/cs/kontakty');
  await hydrated(page);
  expect(await routedLocales(page)).toEqual(['cs']);
  await page.getByRole('button', { name: 'Jazyk: Čeština' }).click();
  // The other locales' routes join after the click's handler has run (a task later on a busy machine): poll.
  await expect.poll(() => routedLocales(page)).toEqual(['cs', 'da_dk', 'default', 'en', 'en_ie', 'fr_fr', 'ro_ro', 'bg_bg'].sort());
});

test('a navigation into another locale without the language list stays in the app', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/news');
  await hydrated(page);
  await markDocument(page);
  expect(await routedLocales(page)).toEqual(['default']);
  await navigateInApp(page, { to: '/fr_fr/contacts' });
  await expect(page).toHaveURL(/\/fr_fr\/contacts$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  expect(await documentMark(page)).toBe('kept');
  expect(errors).toEqual([]);
});

test('in-app navigation to an unknown article shows the 404 screen, and Back returns home', async ({ page }) => {
  await page.goto('/fr_fr/news');
  await hydrated(page);
  await navigateInApp(page, { to: '/fr_fr/pas-un-article' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/fr_fr$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue sur le portail des distributeurs');
});

test('an article from the demo content renders, and the header shows the content-managed navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto('/cs/digital-showroom');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digitální showroom');
  await expect(page.getByRole('navigation', { name: 'Hlavní navigace' })).toContainText('Udržitelnost');
  await hydrated(page);
  // In-app navigation to another article goes through the same-origin content proxy.
  await navigateInApp(page, { to: '/cs/green-retail' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zelený prodej');
});

test('the screens’ queries load while the page is idle: an in-app navigation asks for its data without fetching code first (decision 139)', async ({
  page,
}) => {
  // A screen's loader modules are chunks of their own (the home, news, FAQ, downloads and contacts queries, the slug
  // page's and the experiences' for the catch-all, the search's results view).
  const loaderChunk = /\/assets\/(query|slug-page|experiences|results-view)-[\w-]+\.js$/;
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (loaderChunk.test(pathname)) scripts.push(pathname);
  });
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto('/');
  await hydrated(page);
  // Loaded at idle, before any interest in a link: five screens' queries, the catch-all's two, the search's view.
  await expect.poll(() => new Set(scripts.map((script) => script.replace(/-[\w-]+\.js$/, ''))).size, { timeout: 15_000 }).toBe(4);
  await expect.poll(() => scripts.filter((script) => script.includes('/query-')).length).toBe(5);
  const loadedAtIdle = scripts.length;
  await markDocument(page);
  await page.locator('.page-intro').getByRole('link', { name: 'News' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  const footer = page.getByRole('navigation', { name: 'Site map' });
  for (const [name, heading] of [
    ['Downloads', 'Downloads'],
    ['FAQ', 'Frequently asked questions'],
    ['Contacts', 'Contacts'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.getByRole('link', { name: 'Retailer Experience, home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the retail portal');
  await navigateInApp(page, { to: '/digital-showroom' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The digital showroom');
  await navigateInApp(page, { href: '/search?q=retail' });
  await expect(page).toHaveURL(/\/search\?q=retail$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await documentMark(page)).toBe('kept');
  // Every navigation found its queries at hand: no loader module was asked for again.
  expect(scripts.slice(loadedAtIdle)).toEqual([]);
});

test.describe('the menus’ levels, asked apart from the page (decision 129)', () => {
  test('one request per locale when the page is idle; every panel then opens from it, in-app navigations included', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/navigation/')) asked.push(pathname);
    });
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto('/');
    await hydrated(page);
    await markDocument(page);
    await expect.poll(() => asked).toEqual(['/api/navigation/default']);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    const retail = navigation.getByRole('button', { name: 'Retail' });
    await retail.click();
    await navigation.getByRole('button', { name: 'News and articles' }).click();
    await navigation.getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await retail.click();
    await expect(navigation.getByRole('button', { name: 'News and articles' })).toBeVisible();
    expect(await documentMark(page)).toBe('kept');
    expect(asked).toEqual(['/api/navigation/default']);
  });

  test('an answer that fails says so in the panel, and "Try again" asks again and shows the levels', async ({ page }) => {
    let refuse = true;
    await page.route('**/api/navigation/**', (route) =>
      refuse ? route.fulfill({ status: 503, json: { error: 'Service Unavailable' } }) : route.fallback(),
    );
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto('/');
    await hydrated(page);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('button', { name: 'Retail' }).click();
    await expect(navigation.getByRole('alert')).toHaveText('The menu could not be loaded. Try again');
    refuse = false;
    await navigation.getByRole('button', { name: 'Try again' }).click();
    await expect(navigation.getByRole('button', { name: 'News and articles' })).toBeVisible();
    await expect(navigation.getByRole('alert')).toHaveCount(0);
  });
});
