import { axe } from './axe';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { consentCookie, readConsent } from '../../app/tracking/consent-choice';
import { hydrated } from './hydrated';
import { signedInBeforeConsent, signedOut } from './sessions';

// Consent before tracking (decisions 113, 127): the built-in dialog on a signed-in retailer's first page, both answers, the
// keyboard, what is remembered, the footer's Cookie settings, and what loads (or not) before and after a choice.
test.use({ storageState: signedInBeforeConsent });

type Entry = Record<string, unknown>;
const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };
const granted = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };
/** The site's own cookies, each needed for the page to work (docs/operations.md "Tracking"); anything else is a tracker's. */
const necessaryCookies = ['rx-session', 'emulator_sso', 'XSRF-TOKEN', 'xsrf-visitor', 'i18n_redirected', 'oauth', consentCookie.name];

/** `window.dataLayer` as JSON: commands (arguments objects) as `{ command: [...] }`. */
const dataLayer = (page: Page): Promise<Entry[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? { command: Array.from(entry as ArrayLike<unknown>) } : (entry as Entry),
    ),
  );
/** The data layer's consent commands and tag-manager start, in order. */
const consentOrder = async (page: Page) =>
  (await dataLayer(page)).flatMap((entry): unknown[] => {
    if (Array.isArray(entry.command)) return [entry.command.slice(0, 3)];
    return entry.event === 'gtm.js' ? ['gtm.js'] : [];
  });

/** Requests for the tag manager's containers and the signed-in script. */
function trackingScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/__emulator/tag-manager/') && pathname.endsWith('.js')) seen.push(pathname);
  });
  return seen;
}

/**
 * Layout shifts once the consent dialog's host is in the page: a dialog in the top layer moves nothing, and the page
 * under it must not move either. The page's own shifts before it (none expected, but not this spec's subject) are
 * left out.
 */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: string[] = [];
    let opened = Number.POSITIVE_INFINITY;
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    new MutationObserver(() => {
      if (opened === Number.POSITIVE_INFINITY && document.querySelector('dialog.consent')) opened = performance.now();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>)
        if (!entry.hadRecentInput && entry.startTime >= opened)
          shifts.push(`${entry.value}: ${(entry.sources ?? []).map((source) => (source.node as Element | undefined)?.className ?? '?').join(', ')}`);
    }).observe({ type: 'layout-shift', buffered: true });
  });
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name);
/** The choice the consent cookie holds, if any. */
const stored = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((each) => each.name === consentCookie.name);
  return cookie ? readConsent(`${cookie.name}=${cookie.value}`, Date.now()) : undefined;
};

/**
 * When the dialog painted against the page's first paint: the worker writes it into the page (decision 127), so its
 * text paints with the page's first frame, and nothing about it comes seconds later as the largest paint.
 */
const watchFirstPaints = (page: Page) =>
  page.addInitScript(() => {
    const paints: Record<string, number> = {};
    (window as unknown as { __paints: Record<string, number> }).__paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>)
        if (entry.element?.closest('dialog.consent')) paints.dialog ??= entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
const firstPaints = (page: Page) => page.evaluate(() => (window as unknown as { __paints: Record<string, number> }).__paints);

/** The dialog open, looked at: axe on it, no layout shift, a screenshot to look at. */
async function checkAppearance(page: Page, name: string, shot: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // Modal once the page's script took it over: the rest of the page is inert.
  await expect.poll(() => dialog.evaluate((element) => element.matches(':modal')), { timeout: 15_000 }).toBe(true);
  const results = await axe(page, 'dialog.consent');
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  // Long enough for the open dialog to have been laid out and painted twice.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await layoutShifts(page)).toEqual([]);
  await page.screenshot({ path: `test-results/consent/${shot}.png` });
  return dialog;
}

test('1440 px, English: nothing tracks before a choice; "Accept all" sends the update, then the containers; a reload remembers', async ({
  page,
  context,
}) => {
  // Two page loads, each waiting for the dialog's chunk after the page: slow on a busy 2-core machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await watchLayoutShifts(page);
  await watchFirstPaints(page);
  const scripts = trackingScripts(page);
  await page.goto('/news');
  await hydrated(page);
  const dialog = await checkAppearance(page, 'Cookies and your privacy', 'news-1440-en');
  // The dialog's text is the page's largest paint, and it came with the page's first.
  const paints = await firstPaints(page);
  expect(paints.dialog).toBeDefined();
  expect(paints.dialog).toBeLessThanOrEqual((paints.fcp ?? 0) + 1);
  // Focus is in the dialog; "Reject all" is exactly as easy as "Accept all": same kind, same size, side by side.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const reject = dialog.getByRole('button', { name: 'Reject all' });
  const accept = dialog.getByRole('button', { name: 'Accept all' });
  const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
  expect(Math.abs((rejectBox?.width ?? 0) - (acceptBox?.width ?? 1))).toBeLessThan(1);
  expect(rejectBox?.height).toBe(acceptBox?.height);
  expect(rejectBox?.y).toBe(acceptBox?.y);
  expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));

  // Before the choice: the denied defaults only, no tracking script, no cookie but the site's own.
  expect(await consentOrder(page)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }]]);
  expect(scripts).toEqual([]);
  for (const name of await cookieNames(context)) expect(necessaryCookies).toContain(name);
  expect(await stored(context)).toBeUndefined();

  await accept.click();
  await expect(dialog).toBeHidden();
  // Answered in the task after the paint that hid the dialog (decision 135).
  await expect
    .poll(async () => (await consentOrder(page)).slice(0, 3))
    .toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }], ['consent', 'update', granted], 'gtm.js']);
  await expect.poll(() => scripts.filter((script) => script.endsWith('gtm.js')).length).toBe(2);
  await expect.poll(() => cookieNames(context)).toContain('_ga');
  await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'page_view').length).toBe(1);
  expect(await stored(context)).toEqual({ analytics: true, marketing: true });

  await page.reload();
  await hydrated(page);
  await expect.poll(async () => (await consentOrder(page)).length).toBe(3);
  expect(await consentOrder(page)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }], ['consent', 'update', granted], 'gtm.js']);
  // A stored choice is sent as tracking starts, and only its absence opens the dialog: none now.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('375 px, Czech, keyboard only: focus kept in the dialog, categories chosen, Cookie settings reopens, Escape rejects', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await watchLayoutShifts(page);
  const scripts = trackingScripts(page);
  await page.goto('/cs/novinky');
  await hydrated(page);
  const dialog = await checkAppearance(page, 'Soubory cookie a vaše soukromí', 'news-375-cs');
  const focused = () => page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
  const inDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  // Tab goes round the three controls and never leaves the dialog; Shift+Tab goes back round.
  const round: string[] = [];
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    expect(await inDialog()).toBe(true);
    round.push(await focused());
  }
  expect(round).toEqual(['Vybrat kategorie', 'Odmítnout vše', 'Přijmout vše', 'Vybrat kategorie']);
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe('Přijmout vše');

  // Categories: open, analytics on, marketing left off, saved; all by keyboard.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Uložit mou volbu');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await consentOrder(page)).slice(1))
    .toEqual([
      ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
      'gtm.js',
    ]);
  await expect.poll(() => scripts.filter((script) => script.endsWith('gtm.js')).length).toBe(2);

  // The footer's Cookie settings reopens it with the choice made; Escape closes it as "Reject all".
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Nastavení cookies' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Analytické/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Marketingové/ })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(settings).toBeFocused();
  // Escape closes the dialog; its answer follows on the dialog's `close` event, a task later.
  await expect.poll(async () => (await consentOrder(page)).at(-1)).toEqual(['consent', 'update', denied]);
  expect(await stored(context)).toEqual({ analytics: false, marketing: false });

  // Remembered: a new page load asks nothing and starts no container.
  const after = trackingScripts(page);
  await page.reload();
  await hydrated(page);
  await expect.poll(async () => (await consentOrder(page)).length).toBe(2);
  expect(await consentOrder(page)).toEqual([
    ['consent', 'default', { ...denied, wait_for_update: 500 }],
    ['consent', 'update', denied],
  ]);
  // A stored choice is sent as tracking starts, and only its absence opens the dialog: none now.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(after).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dialog is in the page and its answers work: categories saved, the page again without it (Czech, 375 px)', async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/cs/novinky?page=2');
    const dialog = page.getByRole('dialog', { name: 'Soubory cookie a vaše soukromí' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: 'test-results/consent/news-375-cs-no-script.png' });
    await dialog.getByText('Vybrat kategorie').click();
    await dialog.getByRole('checkbox', { name: /Marketingové/ }).check();
    await dialog.getByRole('button', { name: 'Uložit mou volbu' }).click();
    await expect(page).toHaveURL(/\/cs\/novinky\?page=2$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await stored(context)).toEqual({ analytics: false, marketing: true });
    // And the other answer, from the next page that asks.
    await context.clearCookies({ name: consentCookie.name });
    await page.reload();
    await page.getByRole('dialog').getByRole('button', { name: 'Odmítnout vše' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await stored(context)).toEqual({ analytics: false, marketing: false });
  });
});

test.describe('signed out', () => {
  test.use({ storageState: signedOut });

  test('the login screen asks nothing by itself; its footer’s Cookie settings opens the dialog (Bulgarian, 375 px)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/bg_bg/login');
    await hydrated(page);
    await page.waitForTimeout(2500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Настройки за бисквитки' }).click();
    const dialog = page.getByRole('dialog', { name: 'Бисквитки и вашата поверителност' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: 'test-results/consent/login-375-bg_bg.png' });
    await dialog.getByRole('button', { name: 'Отхвърляне на всички' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('editors', () => {
  // Tracking's chunk never starts there (decision 078), and only it opens the dialog: no data layer proves neither can.
  const noTracking = (frame: Page | import('@playwright/test').Frame | undefined) =>
    frame?.evaluate(() => (window as unknown as { dataLayer?: unknown }).dataLayer === undefined);

  test('an editor’s preview and the Web Spotlight frame: no dialog, no Cookie settings, no tracking', async ({ page }) => {
    test.setTimeout(90_000);
    const scripts = trackingScripts(page);
    await page.goto('/api/preview/enter?secret=local-preview-entry-secret&path=/news');
    await expect(page).toHaveURL(/\/news$/);
    await hydrated(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('[data-consent-settings]')).toHaveCount(0);
    expect(await noTracking(page)).toBe(true);

    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/__emulator/web-spotlight?path=%2Fnews');
    const framed = page.frameLocator('iframe');
    await expect(framed.locator('ksl-highlight').first()).toBeAttached({ timeout: 15_000 });
    await expect(framed.locator('[data-consent-settings]')).toHaveCount(0);
    await expect(framed.getByRole('dialog')).toHaveCount(0);
    expect(await noTracking(page.frames().find((frame) => new URL(frame.url()).pathname === '/news'))).toBe(true);
    expect(scripts).toEqual([]);
  });

  test('Web Spotlight mode outside the frame asks nothing by itself', async ({ page }) => {
    await page.goto('/news?web-spotlight=true');
    await hydrated(page);
    await page.waitForTimeout(2500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
