import { axe } from './axe';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { hydrated, navigateInApp } from './hydrated';

/** The app shell (product §2, §4, §9) at phone, tablet, laptop and desktop widths, on the emulator's demo content. */

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await hydrated(page);
}

async function expectNoAxeViolations(page: Page, state: string) {
  const results = await axe(page);
  expect(results.violations.map((violation) => `${state} ${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Kept as a test artifact under test-results/ and attached to the report. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('desktop navigation from xl', () => {
  for (const width of [1920, 1440]) {
    test(`${width}px: a first-level node opens its panel, a second-level node its third level; the open node closes it`, async ({
      page,
    }, testInfo) => {
      await open(page, '/news', width);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      const retail = mainNavigation(page).getByRole('button', { name: 'Retail' });
      await retail.click();
      await expect(retail).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await retail.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      // product §2 / §9 dimensions: panel min height 504 px, second level 306 px, third level 289 px, 4 px below the header.
      const panelBox = (await panel.boundingBox())!;
      expect(panelBox.height).toBeGreaterThanOrEqual(504);
      expect(panelBox.y).toBe(64 + 4);
      const second = panel.getByRole('button', { name: 'News and articles' });
      expect((await second.boundingBox())!.width).toBeGreaterThanOrEqual(306 - 1);
      await expect(second.locator('img')).toHaveAttribute('src', /icon-calendar\.svg$/);
      await second.click();
      const third = page.locator(`#${await second.getAttribute('aria-controls')}`);
      await expect(third.getByRole('link', { name: 'Retail standards 2025' })).toBeVisible();
      const thirdBox = (await third.boundingBox())!;
      const secondBox = (await second.boundingBox())!;
      // The third level sits to the right of the second, 12 px apart.
      expect(thirdBox.x).toBeGreaterThanOrEqual(secondBox.x + secondBox.width + 12 - 1);
      expect(thirdBox.width).toBeGreaterThanOrEqual(289);
      // The overlay covers the page (below the header) while the panel is open; the page is locked in place.
      await expect(page.locator('.menu-overlay')).toBeVisible();
      await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', 'true');
      await screenshot(page, testInfo, `shell-${width}-panel`);
      await expectNoAxeViolations(page, `${width}px panel open`);
      await retail.click();
      await expect(retail).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(page.locator('.menu-overlay')).toBeHidden();
    });
  }

  test('1920px: an outside click on the overlay closes the panel; a third-level link navigates in the app', async ({ page }) => {
    await open(page, '/', 1920);
    const network = mainNavigation(page).getByRole('button', { name: 'Network' });
    await network.click();
    await page.mouse.click(960, 800);
    await expect(network).toHaveAttribute('aria-expanded', 'false');
    await network.click();
    await page.getByRole('button', { name: 'Support' }).click();
    await page.getByRole('link', { name: 'Downloads', exact: true }).first().click();
    await expect(page).toHaveURL(/\/downloads$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
    await expect(network).toHaveAttribute('aria-expanded', 'false');
  });

  test('1920px: keyboard only — Tab to a node, Enter opens, Tab into the panel, Escape closes and returns focus', async ({ page }) => {
    await open(page, '/contacts', 1920);
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo
    await expect(page.getByRole('link', { name: 'Retailer Experience, home' })).toBeFocused();
    await page.keyboard.press('Tab');
    const retail = mainNavigation(page).getByRole('button', { name: 'Retail' });
    await expect(retail).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(retail).toHaveAttribute('aria-expanded', 'true');
    // The panel's levels come with the page's idle time (decision 129): a visitor tabs on once they show.
    const second = page.getByRole('button', { name: 'News and articles' });
    await expect(second).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'News and articles' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(retail).toHaveAttribute('aria-expanded', 'false');
    await expect(retail).toBeFocused();
    // Focus visible: the focused node draws a ring.
    const ring = await retail.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(ring).not.toBe('none');
    // Tabbing out of the navigation closes an open panel.
    await page.keyboard.press('Enter');
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Shift+Tab');
    await expect(retail).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu below xl', () => {
  for (const width of [375, 768, 1280]) {
    test(`${width}px: the menu button opens the slide-in menu; sections nest and a parent collapses its children`, async ({ page }, testInfo) => {
      await open(page, '/news', width);
      await expect(page.locator('.nav-desktop')).toBeHidden();
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await screenshot(page, testInfo, `shell-${width}`);
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      expect(box.y).toBe(64);
      // Full width on phones, at most 360 px from sm (600 px) up, sliding in from the right edge.
      expect(Math.round(box.width)).toBe(width < 600 ? width : 360);
      await expect.poll(async () => Math.round((await menu.boundingBox())!.x + (await menu.boundingBox())!.width)).toBe(width);
      const retail = menu.getByRole('button', { name: 'Retail' });
      await retail.click();
      const news = menu.getByRole('button', { name: 'News and articles' });
      await news.click();
      await expect(menu.getByRole('link', { name: 'Green retail' })).toBeVisible();
      await screenshot(page, testInfo, `shell-${width}-menu`);
      await expectNoAxeViolations(page, `${width}px menu open`);
      await retail.click();
      await expect(news).toBeHidden();
      await retail.click();
      await expect(news).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link', { name: 'Green retail' })).toBeHidden();
      // The Administration button lives in the menu below xl, because the navigation links to the register anchor.
      await expect(menu.getByRole('button', { name: 'Administration' })).toBeVisible();
      // Beside the menu the overlay closes it; on phones the menu is full width and its button closes it.
      if (width < 600) await menuButton.click();
      else await page.mouse.click(5, 500);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
    });
  }

  test('375px: opening the menu locks page scrolling and closing restores the scroll position', async ({ page }) => {
    await open(page, '/news', 375);
    await page.evaluate(() => {
      // A long page: the sticky header stays in view however far the visitor scrolls.
      document.querySelector('main')!.style.paddingBottom = '3000px';
      window.scrollTo(0, 900);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // A pointer tap where the button is (a locator click would first scroll the button into view).
    const button = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
    await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
    await expect(page.locator('body')).toHaveCSS('position', 'fixed');
    await expect(page.locator('body')).toHaveCSS('top', '-900px');
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveCSS('position', 'fixed');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('768px: keyboard only — the menu opens from its button, sections open with Enter, the page behind is inert', async ({ page }) => {
    await open(page, '/contacts', 768);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The menu opens with the site search (decision 085): its field, its button, then the sections.
    await page.keyboard.press('Tab');
    await expect(page.locator('#mobile-menu').getByRole('searchbox', { name: 'Search the site' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Tab');
    const retail = page.locator('#mobile-menu').getByRole('button', { name: 'Retail' });
    await expect(retail).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(retail).toHaveAttribute('aria-expanded', 'true');
    const second = page.locator('#mobile-menu').getByRole('button', { name: 'News and articles' });
    await expect(second).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  });

  test('a window width change closes the menu (debounced)', async ({ page }) => {
    await open(page, '/news', 768);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveCSS('position', 'fixed');
  });
});

test.describe('language selector', () => {
  for (const width of [375, 1920]) {
    test(`${width}px: lists the eight variants, closes on an outside click, and switching keeps the page`, async ({ page }, testInfo) => {
      await open(page, '/contacts', width);
      const toggle = page.getByRole('button', { name: 'Language: English' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = page.locator('.languages__popover');
      await expect(list.getByRole('link')).toHaveText(['English', 'English (HQ)', 'Čeština', 'Ireland', 'Français', 'Dansk', 'Română', 'Български']);
      // Anchored 4 px under its button, inside the viewport.
      const listBox = (await list.boundingBox())!;
      const toggleBox = (await toggle.boundingBox())!;
      expect(Math.round(listBox.y)).toBe(Math.round(toggleBox.y + toggleBox.height + 4));
      expect(listBox.x + listBox.width).toBeLessThanOrEqual(width);
      await screenshot(page, testInfo, `shell-${width}-languages`);
      await page.mouse.click(10, 600);
      await expect(list).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await list.getByRole('link', { name: 'Română' }).click();
      await expect(page).toHaveURL(/\/ro_ro\/contacts$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacte');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ro-RO');
      await expect(list).toBeHidden();
      await expect(page.getByRole('button', { name: 'Limbă: Română' })).toBeVisible();
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('ro_ro');
    });
  }
});

test('375px: closed, the language list and the prepared menu are laid out out of sight, unreachable, and a tap only shows them (issue 30)', async ({
  page,
}) => {
  await open(page, '/news', 375);
  const menu = page.locator('#mobile-menu');
  // Prepared once the page is idle (MobileMenu.tsx): its sections are in the page, closed.
  await expect(menu.getByRole('button', { name: 'Retail', includeHidden: true })).toHaveCount(1);
  for (const closed of [page.locator('.languages__popover'), menu]) {
    await expect(closed).toBeHidden();
    await expect(closed).toHaveCSS('visibility', 'hidden');
    // A box of its own while closed: opening it lays nothing out.
    expect(await closed.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(0);
  }
  // Out of the tab order while closed: Tab from the menu button leaves the header.
  await page.getByRole('button', { name: 'Menu' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#mobile-menu, .languages__popover') ?? null)).toBeNull();
  // Nothing closed reaches beside the screen: no horizontal scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Retail' })).toBeVisible();
});

test.describe('Administration button', () => {
  test('1920px: registers the signed-in user with a busy state, then opens the content tool in a new tab', async ({ page, context }) => {
    await context.route('https://app.kontent.ai/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Kontent.ai</title>' }),
    );
    // The specs run as the signed-in demo retailer (auth.setup.ts): the App API knows the user by that session.
    await open(page, '/', 1920);
    let releaseRegistration: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseRegistration = resolve));
    await page.route('**/api/registration', async (route) => {
      await held;
      await route.continue();
    });
    const button = page.locator('header').getByRole('button', { name: 'Administration' });
    const popup = context.waitForEvent('page');
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveCSS('cursor', 'wait');
    releaseRegistration();
    const tool = await popup;
    await tool.waitForLoadState();
    expect(tool.url()).toMatch(/^https:\/\/app\.kontent\.ai\/00000000-0000-4000-8000-000000000001\//);
    await expect(button).toHaveAttribute('aria-busy', 'false');
  });

  test('375px: a failed registration logs "Failed to register user." and clears the busy state', async ({ page, context }) => {
    await open(page, '/', 375);
    // The session has ended meanwhile: the App API refuses the registration.
    await page.route('**/api/registration', (route) => route.fulfill({ status: 401, json: { error: 'Unauthorized' } }));
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const opened: string[] = [];
    context.on('page', (other) => opened.push(other.url()));
    await page.getByRole('button', { name: 'Menu' }).click();
    const button = page.locator('#mobile-menu').getByRole('button', { name: 'Administration' });
    await button.click();
    await expect.poll(() => errors.some((text) => text.startsWith('Failed to register user.'))).toBe(true);
    await expect(button).toHaveAttribute('aria-busy', 'false');
    expect(opened).toEqual([]);
  });
});

test('footer: content links resolved by type, copyright in the page language', async ({ page }) => {
  await open(page, '/cs/novinky', 1280);
  const footer = page.getByRole('contentinfo');
  // The site map's links (the newsletter sign-up beside it links to the privacy page and the bot check's terms).
  const links = footer.getByRole('navigation').getByRole('link');
  await expect(links).toHaveText(['Kontakty', 'Časté dotazy', 'Ke stažení', 'Web značky']);
  await expect(footer.getByRole('link', { name: 'Kontakty' })).toHaveAttribute('href', '/cs/kontakty');
  await expect(footer.getByRole('link', { name: 'Časté dotazy' })).toHaveAttribute('href', '/cs/faqs');
  await expect(footer.getByRole('link', { name: 'Web značky' })).toHaveAttribute('href', 'https://brand.example/');
  await expect(footer.getByRole('link', { name: 'Web značky' })).toHaveAttribute('target', '_blank');
  await expect(footer).toContainText('Všechna práva vyhrazena.');
});

test('loading bar: shows during a slow in-app navigation, 2 px #419468, then hides', async ({ page }) => {
  await open(page, '/news', 1280);
  await page.route('**/nuxt-api/kontent-proxy/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 900));
    await route.continue();
  });
  const bar = page.locator('.loading-bar');
  await expect(bar).toHaveAttribute('data-phase', 'idle');
  // Not awaited in the page: the navigation is still pending when the bar is checked.
  await navigateInApp(page, { to: '/green-retail' });
  await expect(bar).toHaveAttribute('data-phase', 'loading');
  await expect(bar).toHaveCSS('height', '2px');
  await expect(bar).toHaveCSS('background-color', 'rgb(65, 148, 104)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Green retail');
  await expect(bar).toHaveAttribute('data-phase', 'idle');
});

test('hreflang alternates follow in-app navigation', async ({ page }) => {
  await open(page, '/news', 1280);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' }).click();
  await expect(page.locator('link[rel="alternate"][hreflang="cs-CZ"]')).toHaveAttribute('href', new URL('/cs/kontakty', page.url()).href);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(9);
});
