import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hostileBacklinks, hostileLoginUrls } from '../unit/guards/open-redirect-corpus';
import { signedOut } from './sessions';

type SyncCall = { action: 'login' | 'logout'; userId?: string; at: string };

/** Calls recorded by the emulator's sync-hook stand-in (shared by parallel tests: filter by time). */
async function syncCalls(request: APIRequestContext, since: string): Promise<SyncCall[]> {
  const body = (await (await request.get('/__emulator/sync-hook/calls')).json()) as { calls: SyncCall[] };
  return body.calls.filter((call) => call.at >= since);
}

async function hydrated(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__));
  await page.waitForLoadState('networkidle');
}

test.describe('signed out', () => {
  test.use({ storageState: signedOut });

  test('an anonymous visit lands on the login page; signing in returns to the page, signed in', async ({ page, request }) => {
    const since = new Date().toISOString();
    await page.goto('/cs/kontakty');
    await expect(page).toHaveURL(/\/cs\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('url')).toBe('/__emulator/sign-in');
    expect(url.searchParams.get('backlink')).toBe('/cs/kontakty');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přihlášení');
    // The sync hook's logout was called on the way (SPEC §2 guard 1).
    await expect.poll(async () => (await syncCalls(request, since)).some((call) => call.action === 'logout')).toBe(true);

    await page.getByRole('link', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/__emulator\/sign-in\?backlink=%2Fcs%2Fkontakty$/);
    await page.getByRole('button', { name: /Tomáš Novák/ }).click();
    await expect(page).toHaveURL(/\/cs\/kontakty$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakty');
    const session = (await (await page.request.get('/api/session')).json()) as { loginInfo: { b2bUserInfo: { userId: string } | null } };
    expect(session.loginInfo.b2bUserInfo?.userId).toBe('retailer-cz-01');
  });

  test('the dashboard needs no sign-in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  });

  test('open redirects: no hostile backlink or url on the login page leads off the site or to an unlisted provider', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const pairs = [
      ...hostileBacklinks.map((backlink) => ({ url: '/__emulator/sign-in', backlink })),
      ...hostileLoginUrls.map((url) => ({ url, backlink: '/cs/kontakty' })),
    ];
    for (const { url, backlink } of pairs) {
      // The action is in the server-rendered page; hydration renders the same markup.
      await page.goto(`/login?${new URLSearchParams({ url, backlink })}`, { waitUntil: 'domcontentloaded' });
      const action = page.locator('a.login__action');
      await expect(action).toHaveCount(1);
      const href = new URL((await action.getAttribute('href'))!, page.url());
      const label = JSON.stringify({ url, backlink });
      expect(href.origin, label).toBe(origin);
      expect(['/__emulator/sign-in', '/login'], label).toContain(href.pathname);
      const kept = href.searchParams.get('backlink');
      if (kept !== null) {
        expect(new URL(kept, origin).origin, label).toBe(origin);
        expect(kept.startsWith('/') && !kept.startsWith('//'), label).toBe(true);
      }
    }
  });

  test('the emulator sign-in refuses a hostile backlink after signing in', async ({ page, baseURL }) => {
    await page.goto(`/__emulator/sign-in?backlink=${encodeURIComponent('//evil.example')}`);
    await page.getByRole('button', { name: /Tomáš Novák/ }).click();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
});

test.describe('signed in', () => {
  test('visiting /login goes to the index and associates the user with the sync hook', async ({ page, request }) => {
    const since = new Date().toISOString();
    await page.goto('/cs/login');
    await expect(page).toHaveURL(/\/cs$/);
    await expect
      .poll(async () => (await syncCalls(request, since)).some((call) => call.action === 'login' && call.userId === 'retailer-cz-01'))
      .toBe(true);
  });

  test('sign-out works: the next page asks to sign in again', async ({ page }) => {
    await page.goto('/cs/novinky');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novinky');
    await page.goto('/__emulator/sign-out?backlink=/cs/novinky');
    await expect(page).toHaveURL(/\/cs\/login\?url=%2F__emulator%2Fsign-in&backlink=%2Fcs%2Fnovinky$/);
    await expect(page.getByRole('link', { name: 'Přihlásit se' })).toBeVisible();
  });

  test('in-app navigation runs the same guards: once signed out, the next link leads to the login page', async ({ page, context }) => {
    await page.goto('/news');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __documentMark: 'kept' }));
    await context.clearCookies({ name: 'emulator_sso' });
    await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Downloads' }).click();
    await expect(page).toHaveURL(/\/login\?url=%2F__emulator%2Fsign-in&backlink=%2Fdownloads$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // Decided by the router, without a document request.
    expect(await page.evaluate(() => (window as unknown as { __documentMark?: string }).__documentMark)).toBe('kept');
  });

  test('a page view reaches the data layer for a signed-in user', async ({ page }) => {
    await page.goto('/news');
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer?.filter((e) => e.event === 'page_view').length ?? 0))
      .toBeGreaterThan(0);
    const event = await page.evaluate(() => (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.find((e) => e.event === 'page_view'));
    expect(event).toMatchObject({ page_group: 'SREX', matrix_id: 1, importer_bid: 'CZ-R-10452', user_type: 'RETAILER' });
  });
});
