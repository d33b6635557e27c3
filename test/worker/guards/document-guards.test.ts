import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrowserGuardRunner } from '../../../app/browser/guards/runner';
import { initialGuardState } from '../../../app/guards/types';
import { forgetLoginInfo } from '../../../worker/app-api/login-info-cache';
import app from '../../../worker/index';
import { getConfig } from '../../../worker/config';
import { publicGuardConfig } from '../../../worker/guards/middleware';
import { forgetLanguages } from '../../../worker/guards/services';
import { forgetRedirectTable } from '../../../worker/redirects/lookup';
import { redirectTableKey } from '../../../worker/redirects/rules';
import { browserHeaders, get, getAnonymous, heading, sessionCookie } from '../helpers';

/** The app with some vars changed, as a deployment with those settings would run. */
async function withVars(vars: Record<string, unknown>, path: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`https://retail.test${path}`, { headers: { ...browserHeaders, ...headers }, redirect: 'manual' }),
    { ...env, ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

afterEach(async () => {
  await env.REDIRECTS.delete(redirectTableKey);
  forgetRedirectTable();
  // Signed-in answers are kept briefly per session (decision 036); tests of a failing App API need them gone.
  await forgetLoginInfo();
});

describe('login guard on document requests', () => {
  it('sends an anonymous visit to the login page with the provider URL and the way back, never cached', async () => {
    const response = await getAnonymous('/cs/kontakty?x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cs/login?url=%2F__emulator%2Fsign-in&backlink=%2Fcs%2Fkontakty%3Fx%3D1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The sync hook's logout is carried to the login page in a short-lived HttpOnly cookie.
    expect(response.headers.get('set-cookie')).toBe('__Host-sso-sync=logout; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax');
  });

  it('renders the login page it sends to, with the sign-in action, and applies the pending logout there', async () => {
    const response = await getAnonymous('/cs/login?url=%2F__emulator%2Fsign-in&backlink=%2Fcs%2Fkontakty', { cookie: '__Host-sso-sync=logout' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/__emulator/sign-in?backlink=%2Fcs%2Fkontakty"');
    expect(html).toContain('sync-logout');
    expect(html).toContain('<script src="/__emulator/sync-hook.js" defer=""');
    expect(response.headers.get('set-cookie')).toContain('__Host-sso-sync=; Max-Age=0');
  });

  it('lets a signed-in visit through and sends a signed-in visitor from the login page home', async () => {
    const page = await get('/cs/kontakty');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const login = await get('/cs/login');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/cs');
    expect(login.headers.get('set-cookie')).toContain('__Host-sso-sync=login');
    const home = await get('/cs', { cookie: '__Host-sso-sync=login' });
    expect(await home.text()).toContain('retailer-cz-01');
  });

  it('the dashboard needs no sign-in; demo mode needs none anywhere', async () => {
    expect((await getAnonymous('/dashboard')).status).toBe(200);
    const demo = await withVars({ DEMO_MODE: 'true' }, '/cs/kontakty');
    expect(demo.status).toBe(200);
    expect(heading(await demo.text())).toBe('Kontakty');
  });

  it('the way back carries the base path', async () => {
    const response = await withVars({ BASE_PATH: '/retail' }, '/retail/cs/kontakty');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/retail/cs/login?url=%2F__emulator%2Fsign-in&backlink=%2Fretail%2Fcs%2Fkontakty');
  });
});

describe('App API down or slow', () => {
  const emulator = env.EMULATOR!;
  const hanging = {
    fetch: (request: Request) => (new URL(request.url).pathname.includes('/app-api/') ? new Promise<Response>(() => {}) : emulator.fetch(request)),
  };
  const failing = {
    fetch: (request: Request) =>
      new URL(request.url).pathname.includes('/app-api/') ? Promise.resolve(new Response('down', { status: 503 })) : emulator.fetch(request),
  };

  it('a slow App API answers within the stated bound: the login page, without a provider URL, never a 500', async () => {
    const started = Date.now();
    const first = await withVars({ EMULATOR: hanging }, '/cs/kontakty');
    // Two attempts of at most 1.5 s each (worker/app-api/client.ts).
    expect(Date.now() - started).toBeLessThan(3500);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/cs/login?backlink=%2Fcs%2Fkontakty');
    const login = await withVars({ EMULATOR: hanging }, '/cs/login?backlink=%2Fcs%2Fkontakty');
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('Přihlášení teď není k dispozici');
    expect(html).toContain('href="/cs/login?backlink=%2Fcs%2Fkontakty"');
    expect(Date.now() - started).toBeLessThan(8000);
  }, 20_000);

  it('a failing App API is retried once, then the visitor is treated as signed out, the outage named', async () => {
    let calls = 0;
    const counting = {
      fetch: (request: Request) => {
        if (new URL(request.url).pathname.endsWith('/login-info')) calls++;
        return failing.fetch(request);
      },
    };
    const response = await withVars({ EMULATOR: counting }, '/news');
    expect(response.status).toBe(302);
    expect(calls).toBe(2);
    const session = await withVars({ EMULATOR: failing }, '/api/session');
    expect(await session.json()).toEqual({ visitor: { kind: 'unavailable', outage: { reason: 'status', status: 503 } }, loginInfo: null });
  });
});

describe('redirect guard with the redirect table', () => {
  async function table(rules: Array<{ from: string; to: string; status: number }>) {
    await env.REDIRECTS.put(redirectTableKey, JSON.stringify({ version: 1, importedAt: new Date().toISOString(), rules }));
    forgetRedirectTable();
  }

  it('a relative target redirects inside the site; an absolute one leaves it', async () => {
    await table([
      { from: '/cs/stare-novinky', to: '/cs/novinky', status: 301 },
      { from: '/brand', to: 'https://brand.example/retail', status: 302 },
    ]);
    // Each answers with its rule's status (the rule file's STATUS), never stored: rules change without a deploy.
    const inside = await get('/cs/stare-novinky');
    expect(inside.status).toBe(301);
    expect(inside.headers.get('location')).toBe('/cs/novinky');
    expect(inside.headers.get('cache-control')).toBe('private, no-store');
    const outside = await get('/brand');
    expect(outside.status).toBe(302);
    expect(outside.headers.get('location')).toBe('https://brand.example/retail');
    expect(outside.headers.get('cache-control')).toBe('private, no-store');
    // Signed out, the login guard decides first; the rule applies after signing in.
    expect((await getAnonymous('/cs/stare-novinky')).headers.get('location')).toContain('/cs/login?');
  });
});

describe('language guard (product §2 guard 4) on document requests', () => {
  /** The emulator with its language-list switch on for this test's own calls only (header-scoped, docs/emulator.md). */
  const foreignFirst = {
    fetch: (request: Request) => {
      if (!new URL(request.url).pathname.endsWith('/languages')) return env.EMULATOR!.fetch(request);
      const switched = new Request(request);
      switched.headers.set('X-Emulator-Fault', 'mode=foreign-default-language; language=de_de');
      return env.EMULATOR!.fetch(switched);
    },
  };

  // The worker keeps the list a few minutes per isolate: neither list may leak into another test.
  beforeEach(() => forgetLanguages());
  afterEach(() => forgetLanguages());

  it("a signed-in visit is sent to the same page in the default locale when the content system's first language is unknown", async () => {
    const cookie = await sessionCookie();
    const response = await withVars({ EMULATOR: foreignFirst }, '/cs/kontakty?a=1', { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/contacts?a=1');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const target = await withVars({ EMULATOR: foreignFirst }, '/contacts?a=1', { cookie });
    expect(target.status).toBe(200);
    expect(heading(await target.text())).toBe('Contacts');
    const article = await withVars({ EMULATOR: foreignFirst }, '/fr_fr/green-retail', { cookie });
    expect(article.headers.get('location')).toBe('/green-retail');
  });

  it('leaves the login page, anonymous visits and a known first language alone', async () => {
    const cookie = await sessionCookie();
    // Anonymous: the login guard answers first.
    const anonymous = await withVars({ EMULATOR: foreignFirst }, '/cs/kontakty');
    expect(anonymous.headers.get('location')).toMatch(/^\/cs\/login\?/);
    // The login page itself (anonymous, with url and backlink) is rendered in its locale.
    const login = await withVars({ EMULATOR: foreignFirst }, '/cs/login?url=%2F__emulator%2Fsign-in&backlink=%2Fcs');
    expect(login.status).toBe(200);
    forgetLanguages();
    const known = await withVars({}, '/cs/kontakty', { cookie });
    expect(known.status).toBe(200);
    expect(heading(await known.text())).toBe('Kontakty');
  });
});

describe('both sides agree', () => {
  /** The router's guard runner as the browser runs it, its same-origin calls answered by this worker. */
  function routerGuards(cookie: string | undefined) {
    const config = publicGuardConfig(getConfig(env));
    const fetcher = ((input: RequestInfo | URL) =>
      exports.default.fetch(new Request(new URL(String(input), 'https://retail.test'), { headers: cookie ? { cookie } : {} }))) as typeof fetch;
    return createBrowserGuardRunner(
      { current: () => ({ config, state: initialGuardState, effects: [], user: null }), previous: () => undefined },
      fetcher,
    );
  }

  const cases: Array<[string, boolean]> = [
    ['/cs/kontakty', false],
    ['/cs/kontakty?a=b', false],
    ['/cs/kontakty', true],
    ['/login', true],
    ['/fr_fr/login', true],
    ['/login', false],
    ['/login?backlink=%2Fnews', false],
    ['/login?url=%2F__emulator%2Fsign-in&backlink=%2Fnews', false],
    ['/dashboard', false],
    ['/da_dk/faq', true],
    ['/cs/green-retail', false],
    ['/cs/stare-novinky', true],
    ['/brand', true],
  ];

  it.each(cases)('%s (signed in: %s): the worker and the router decide the same', async (path, signedIn) => {
    await env.REDIRECTS.put(
      redirectTableKey,
      JSON.stringify({
        version: 1,
        importedAt: new Date().toISOString(),
        rules: [
          { from: '/cs/stare-novinky', to: '/cs/novinky', status: 301 },
          { from: '/brand', to: 'https://brand.example/retail', status: 302 },
        ],
      }),
    );
    forgetRedirectTable();
    const cookie = signedIn ? await sessionCookie() : undefined;
    const server = await get(path, {}, { user: signedIn ? undefined : null });
    const [pathname = '/', query = ''] = path.split('?');
    const router = await routerGuards(cookie).check({ pathname, search: query ? `?${query}` : '' }, { preload: false });
    if (server.status >= 300 && server.status < 400) {
      expect(router.kind === 'redirect' || router.kind === 'external').toBe(true);
      expect(router.kind !== 'render' && router.href).toBe(server.headers.get('location'));
    } else {
      expect(server.status).toBe(200);
      expect(router.kind).toBe('render');
    }
  });
});
