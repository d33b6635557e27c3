import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptAll } from '../../app/tracking/consent-choice';
import { hydrated } from './hydrated';
import { hostileBacklinks, hostileLoginUrls } from '../fixtures/open-redirect-corpus';
import { startPreview, stopPreview } from './extra-preview';
import { signedOut, storeConsentChoice } from './sessions';

type SyncCall = { action: 'login' | 'logout'; userId?: string; at: string };

/** Calls recorded by the emulator's sync-hook stand-in (shared by parallel tests: filter by time). */
async function syncCalls(request: APIRequestContext, since: string): Promise<SyncCall[]> {
  const body = (await (await request.get('/__emulator/sync-hook/calls')).json()) as { calls: SyncCall[] };
  return body.calls.filter((call) => call.at >= since);
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
    // The sync hook's logout was called on the way (product §2 guard 1).
    await expect.poll(async () => (await syncCalls(request, since)).some((call) => call.action === 'logout')).toBe(true);

    await page.getByRole('link', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/__emulator\/sign-in\?backlink=%2Fcs%2Fkontakty$/);
    await page.getByRole('button', { name: /Tomáš Novák/ }).click();
    await expect(page).toHaveURL(/\/cs\/kontakty$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakty');
    const session = (await (await page.request.get('/api/session')).json()) as { visitor: { kind: string; user?: { userId: string } } };
    expect(session.visitor).toMatchObject({ kind: 'signed-in', source: 'app-api', user: { userId: 'retailer-cz-01' } });
  });

  test('the dashboard needs no sign-in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  });

  test('open redirects: no hostile backlink or url on the login page leads off the site or to an unlisted provider', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const pairs = [
      ...hostileBacklinks.map((backlink) => ({ url: '/__emulator/sign-in', backlink })),
      ...hostileLoginUrls.map((url) => ({ url, backlink: '/cs/kontakty' })),
    ];
    for (const { url, backlink } of pairs) {
      // The action is in the server-rendered page (hydration renders the same markup), so the worker's HTML is read
      // as the browser would resolve it, without a page load per pair.
      const label = JSON.stringify({ url, backlink });
      const response = await request.get(`/login?${new URLSearchParams({ url, backlink })}`, { maxRedirects: 0 });
      expect(response.status(), label).toBe(200);
      const actions = [...(await response.text()).matchAll(/<a\b[^>]*\bclass="[^"]*\blogin__action\b[^"]*"[^>]*>/g)];
      expect(actions, label).toHaveLength(1);
      const attribute = /\bhref="([^"]*)"/.exec(actions[0]?.[0] ?? '')?.[1];
      expect(attribute, label).toBeDefined();
      const href = new URL(decodeHtml(attribute!), `${origin}/login`);
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

  test('the sync hook script is in the head once per document: in-app navigation neither drops nor refetches it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/__emulator/sync-hook.js') fetched.push(request.url());
    });
    await page.goto('/');
    await hydrated(page);
    const hookScripts = page.locator('head script[src="/__emulator/sync-hook.js"][defer]');
    await expect(hookScripts).toHaveCount(1);
    const siteMap = page.getByRole('navigation', { name: 'Site map' });
    const stops: Array<[string, string]> = [
      ['Downloads', 'Downloads'],
      ['FAQ', 'Frequently asked questions'],
      ['Contacts', 'Contacts'],
    ];
    for (const [link, title] of stops) {
      await siteMap.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    await page.waitForLoadState('networkidle');
    await expect(hookScripts).toHaveCount(1);
    expect(fetched).toHaveLength(1);
    expect(await page.evaluate(() => typeof (window as { ssoSyncHook?: unknown }).ssoSyncHook)).toBe('object');
  });

  test('a page view reaches the data layer for a signed-in user', async ({ page }) => {
    await page.goto('/news');
    await hydrated(page);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer?.filter((e) => e.event === 'page_view').length ?? 0,
        ),
      )
      .toBeGreaterThan(0);
    const event = await page.evaluate(() =>
      (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.find((e) => e.event === 'page_view'),
    );
    expect(event).toMatchObject({ page_group: 'SREX', matrix_id: 1, importer_bid: 'CZ-R-10452', user_type: 'RETAILER' });
  });
});

// Each of these starts its own preview; previews share dist/ssr/.dev.vars (the demo-mode switch), so they run one
// after the other, never beside each other.
test.describe('a sign-out at the provider', () => {
  // A sign-in of its own: the session ended here is not the one the other specs share.
  test.use({ storageState: signedOut });

  test('after sign-out at the provider, the next page and the next proxy call need sign-in again within 60 s', async ({ page, context }) => {
    // The proxy asks the App API again once the visitor session is 60 s past its verification (decision 106).
    test.setTimeout(120_000);
    await page.goto('/__emulator/sign-in?backlink=/cs/kontakty');
    await page.getByRole('button', { name: /Tomáš Novák/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakty');
    const proxyCall = () =>
      page.evaluate(async () => {
        const response = await fetch('/nuxt-api/kontent-proxy/items?system.type=contact&language=cs', { headers: { accept: 'application/json' } });
        return { status: response.status, body: await response.text() };
      });
    const read = await proxyCall();
    expect(read.status).toBe(200);
    expect(read.body).toContain('@brand.example');
    const cookieNames = async () => (await context.cookies()).map((cookie) => cookie.name).sort();
    const before = await cookieNames();
    // The visitor session goes without its __Host- prefix over the plain HTTP of this server.
    expect(before).toEqual(expect.arrayContaining(['rx-session', 'emulator_sso']));

    // The provider ends the session; the browser keeps every cookie, the site's and the provider's.
    expect(await page.evaluate(async () => (await fetch('/__emulator/sessions/revoke', { method: 'POST' })).status)).toBe(204);
    const signedOutAt = Date.now();
    expect(await cookieNames()).toEqual(before);

    await expect.poll(async () => (await proxyCall()).status, { timeout: 65_000, intervals: [2_000] }).toBe(401);
    expect(Date.now() - signedOutAt).toBeLessThan(62_000);
    const refused = await proxyCall();
    expect(JSON.parse(refused.body)).toMatchObject({ message: 'Sign in to read content.' });
    expect(refused.body).not.toContain('@brand.example');

    await page.goto('/cs/kontakty');
    await expect(page).toHaveURL(/\/cs\/login\?url=%2F__emulator%2Fsign-in&backlink=%2Fcs%2Fkontakty$/);
    await expect(page.getByRole('link', { name: 'Přihlásit se' })).toBeVisible();
  });
});

test.describe('own previews', () => {
  test.describe.configure({ mode: 'serial' });
  // These specs start signed out, without the shared state's consent choice: the consent dialog (decision 113) would
  // cover a signed-in retailer's page.
  test.beforeEach(async ({ context }) => {
    await storeConsentChoice(context, acceptAll);
  });

  test.describe('demo mode', () => {
    test.use({ storageState: signedOut });
    const port = Number(process.env.E2E_PORT ?? 4319) + 1;
    let server: ChildProcess | undefined;

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      // A second preview of the same build, switched to demo mode the documented way: DEMO_MODE=true npm run preview.
      server = await startPreview(port, { DEMO_MODE: 'true' });
    });

    test.afterAll(() => stopPreview(server));

    test('demo mode skips the sign-in check', async ({ page }) => {
      await page.goto(`http://127.0.0.1:${port}/cs/kontakty`);
      await expect(page).toHaveURL(/\/cs\/kontakty$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakty');
    });
  });

  test.describe('language guard', () => {
    // Signed in as the demo retailer (the emulator's session cookie is valid on any port of 127.0.0.1).
    const port = Number(process.env.E2E_PORT ?? 4319) + 2;
    const origin = `http://127.0.0.1:${port}`;
    let server: ChildProcess | undefined;

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      server = await startPreview(port);
      // The emulator's state switch (docs/emulator.md, faults): its language list now starts with `de_de`, a
      // language the app has no locale for. Armed before any page asks, on this preview's own emulator only.
      const armed = await fetch(`${origin}/__emulator/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ target: 'kontent', mode: 'foreign-default-language', language: 'de_de', count: 1000 }),
      });
      expect(armed.status).toBe(201);
    });

    test.afterAll(async () => {
      // Reset the switch, then the preview goes too.
      await fetch(`${origin}/__emulator/faults`, { method: 'DELETE' }).catch(() => undefined);
      await stopPreview(server);
    });

    test("a signed-in retailer is sent to the same page in the default locale when the content system's first language is unknown", async ({
      page,
      request,
    }) => {
      // The proxy answers signed-in visitors: the login check (as on a page) gives this client its visitor session.
      expect((await request.get(`${origin}/api/session`)).ok()).toBe(true);
      const languages = (await (await request.get(`${origin}/nuxt-api/kontent-proxy/languages`)).json()) as {
        languages: Array<{ system: { codename: string } }>;
      };
      expect(languages.languages[0]?.system.codename).toBe('de_de');

      await page.goto(`${origin}/cs/kontakty?tab=1`);
      await expect(page).toHaveURL(`${origin}/contacts?tab=1`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await hydrated(page);
      // The list was read once for this page: in-app navigation stays put, in the default locale.
      await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Downloads' }).click();
      await expect(page).toHaveURL(`${origin}/downloads`);
      // A page of another locale is sent the same way; the default locale's own pages are left alone.
      await page.goto(`${origin}/cs/novinky`);
      await expect(page).toHaveURL(`${origin}/news`);
    });
  });

  test.describe('App API outage', () => {
    const port = Number(process.env.E2E_PORT ?? 4319) + 3;
    const origin = `http://127.0.0.1:${port}`;
    let server: ChildProcess | undefined;
    const faults = () =>
      fetch(`${origin}/__emulator/faults`).then(async (response) => ((await response.json()) as { faults: Array<{ remaining: number }> }).faults);

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      server = await startPreview(port);
    });

    test.afterAll(async () => {
      await fetch(`${origin}/__emulator/faults`, { method: 'DELETE' }).catch(() => undefined);
      await stopPreview(server);
    });

    test('a signed-in retailer keeps browsing while every App API call fails; a signed-out visitor is told sign-in is unavailable', async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      // A page while the App API answers: the login guard accepts the retailer and issues the visitor session.
      await page.goto(`${origin}/cs/novinky`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novinky');

      // From now on every App API call fails (the emulator's fault switch, on this preview only).
      const armed = await fetch(`${origin}/__emulator/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ target: 'app-api', count: 1000, mode: 'status', status: 503 }),
      });
      expect(armed.status).toBe(201);
      // The worker keeps a signed-in answer 20 s per cookie header (decision 036): a new cookie makes the next
      // request ask the App API at once, as every request does once that time has passed.
      await page.context().addCookies([{ name: 'outage-test', value: '1', url: origin }]);

      // First loads: the session stands in for the login info the App API cannot give.
      for (const [path, title] of [
        ['/cs/kontakty', 'Kontakty'],
        ['/cs/soubory-ke-stazeni', 'Soubory ke stažení'],
        ['/retail-standards-2025', undefined],
      ] as const) {
        await page.goto(`${origin}${path}`);
        await expect(page).toHaveURL(`${origin}${path}`);
        if (title) await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      }
      // In-app navigation: the router's login check and the content proxy both take the session.
      await page.goto(`${origin}/news`);
      await hydrated(page);
      await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Downloads' }).click();
      await expect(page).toHaveURL(`${origin}/downloads`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
      // The list came through the content proxy, which answered the retailer's session.
      await expect(page.getByRole('link', { name: 'Download Retail standards 2025' })).toBeVisible();
      // The App API really was asked, and failed, all along.
      expect((await faults())[0]?.remaining).toBeLessThan(1000);

      const anonymous = await browser.newContext({ storageState: signedOut });
      try {
        const visitor = await anonymous.newPage();
        await visitor.goto(`${origin}/cs/kontakty`);
        await expect(visitor).toHaveURL(/\/cs\/login\?backlink=%2Fcs%2Fkontakty$/);
        await expect(visitor.getByRole('status')).toHaveText('Přihlášení teď není k dispozici. Zkuste to prosím za chvíli znovu.');
        await expect(visitor.getByRole('link', { name: 'Zkusit znovu' })).toBeVisible();
        await expect(visitor.getByRole('link', { name: 'Přihlásit se' })).toHaveCount(0);
      } finally {
        await anonymous.close();
      }
    });
  });
});

test('no secret reaches any client asset or page', async ({ request }) => {
  const secrets = configuredSecrets();
  expect(secrets.map(([name]) => name)).toEqual(expect.arrayContaining(['OAUTH_CLIENT_SECRET', 'SESSION_SECRET']));
  const files = readdirSync('dist/client', { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const text = readFileSync(path.join(file.parentPath, file.name)).toString('latin1');
    for (const [name, value] of secrets) expect(text.includes(value), `${name} in ${file.name}`).toBe(false);
  }
  for (const page of ['/cs/kontakty', '/login?url=%2F__emulator%2Fsign-in&backlink=%2F', '/api/session']) {
    const body = await (await request.get(page)).text();
    for (const [name, value] of secrets) expect(body.includes(value), `${name} in ${page}`).toBe(false);
  }
});

/** Secret values configured locally: the app's and the emulator's [vars] whose names say they are secret. */
function configuredSecrets(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const file of ['wrangler.toml', 'emulator/wrangler.toml']) {
    let section = '';
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const header = /^\s*\[+([^\]]+)\]+/.exec(line);
      if (header) section = header[1]!.trim();
      const entry = /^\s*([A-Z_]+)\s*=\s*"([^"]*)"/.exec(line);
      if (section === 'vars' && entry && /SECRET|_KEY$|SIGNING/.test(entry[1]!) && !/SITE_KEY/.test(entry[1]!) && entry[2]!.length >= 8) {
        found.push([entry[1]!, entry[2]!]);
      }
    }
  }
  return found;
}

/** An attribute's text as the browser reads it: React escapes `&`, `"`, `<` and `>`; numeric references decoded too. */
function decodeHtml(text: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return named[name.toLowerCase()] ?? whole;
  });
}
