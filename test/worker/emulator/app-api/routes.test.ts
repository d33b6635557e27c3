// The App API: development sign-in and login info, OAuth client credentials, scoped forms and search, files,
// registration and deactivation, with product §8's statuses and texts.
import { afterAll, describe, expect, it } from 'vitest';
import { assetId } from '../../../../emulator/assets/registry.ts';
import { ENVIRONMENT_ID } from '../../../../emulator/constants.ts';
import { call, MANAGEMENT_KEY } from '../support.ts';

const signIn = async (userId: string, backlink = '/cs/novinky'): Promise<{ cookie: string; location: string | null }> => {
  const res = await call('/sign-in', {
    method: 'POST',
    body: new URLSearchParams({ userId, backlink }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const setCookie = res.headers.get('Set-Cookie') ?? '';
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  expect(setCookie).toMatch(/Path=\//);
  return { cookie: setCookie.split(';')[0] ?? '', location: res.headers.get('Location') };
};

const token = async (scope = 'contact:save newsletter:save search:search'): Promise<string> => {
  const res = await call('/app-api/api/v1/oauth/access-token', {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'retailer-experience-web',
      client_secret: 'emulator-oauth-client-secret',
      scope,
    }),
  });
  expect(res.status).toBe(200);
  const body: { access_token: string; expires_in: number; token_type: string } = await res.json();
  expect(body.expires_in).toBe(3600);
  return body.access_token;
};

describe('sign-in and login info', () => {
  it('lists demo users and returns to a same-origin backlink only', async () => {
    const page = await call('/sign-in?backlink=/dashboard');
    const html = await page.text();
    expect(html).toContain('action="/__emulator/sign-in"');
    for (const type of ['RETAILER', 'IMPORTER', 'HQ']) expect(html).toContain(type);
    expect((await signIn('hq-01', '/cs/novinky')).location).toBe('/cs/novinky');
    expect((await signIn('hq-01', '//evil.example/x')).location).toBe('/');
    expect((await signIn('hq-01', 'https://evil.example/')).location).toBe('/');
  });

  it('answers the user info from the session cookie', async () => {
    const anonymous = await call('/app-api/api/v1/saml/login-info');
    expect(await anonymous.json()).toEqual({ saml: { isLoggedIn: false, loginUrl: '/__emulator/sign-in' }, b2bUserInfo: null });
    const { cookie } = await signIn('importer-fr-01');
    const res = await call('/app-api/api/v1/saml/login-info', { headers: { Cookie: cookie } });
    const info: { saml: { isLoggedIn: boolean }; b2bUserInfo: Record<string, string> } = await res.json();
    expect(info.saml.isLoggedIn).toBe(true);
    expect(info.b2bUserInfo).toEqual({
      userId: 'importer-fr-01',
      organizationBid: 'FR-I-00031',
      country: 'FR',
      userType: 'IMPORTER',
      organizationName: 'Importateur France SAS',
      organizationNumber: '00031',
    });
    const forged = await call('/app-api/api/v1/saml/login-info', { headers: { Cookie: `${cookie}x` } });
    expect(((await forged.json()) as { saml: { isLoggedIn: boolean } }).saml.isLoggedIn).toBe(false);
    const out = await call('/sign-out?backlink=/login', { redirect: 'manual' });
    expect(out.headers.get('Location')).toBe('/login');
    expect(out.headers.get('Set-Cookie')).toContain('Max-Age=0');
  });

  it('a session the provider ends keeps its cookie but is signed out; another session of the same user is not', async () => {
    const loggedIn = async (cookie: string) =>
      ((await (await call('/app-api/api/v1/saml/login-info', { headers: { Cookie: cookie } })).json()) as { saml: { isLoggedIn: boolean } }).saml
        .isLoggedIn;
    const ended = (await signIn('retailer-cz-01')).cookie;
    const other = (await signIn('retailer-cz-01')).cookie;
    const revoke = await call('/sessions/revoke', { method: 'POST', headers: { Cookie: ended } });
    expect(revoke.status).toBe(204);
    expect(revoke.headers.get('Set-Cookie')).toBeNull();
    expect(await loggedIn(ended)).toBe(false);
    expect(await loggedIn(other)).toBe(true);
    expect((await call('/sessions/revoke', { method: 'POST' })).status).toBe(404);
  });
});

describe('oauth', () => {
  it('rejects a wrong client with 401 and an unknown scope with 400', async () => {
    const wrong = await call('/app-api/api/v1/oauth/access-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'x', client_secret: 'y', scope: 'search:search' }),
    });
    expect(wrong.status).toBe(401);
    const scope = await call('/app-api/api/v1/oauth/access-token', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'retailer-experience-web',
        client_secret: 'emulator-oauth-client-secret',
        scope: 'admin:all',
      }),
    });
    expect(scope.status).toBe(400);
    const body: { message: string } = await scope.json();
    expect(body.message).toContain('admin:all');
  });
});

describe('forms and search', () => {
  it('needs a bearer token with the right scope', async () => {
    const body = JSON.stringify({ name: 'Eva', email: 'eva@example.com', message: 'Hello' });
    const none = await call('/app-api/api/v1/contact-requests', { method: 'POST', body });
    expect(none.status).toBe(401);
    const searchOnly = await token('search:search');
    const forbidden = await call('/app-api/api/v1/contact-requests', {
      method: 'POST',
      body,
      headers: { Authorization: `Bearer ${searchOnly}` },
    });
    expect(forbidden.status).toBe(403);
    const all = await token();
    const ok = await call('/app-api/api/v1/contact-requests', { method: 'POST', body, headers: { Authorization: `Bearer ${all}` } });
    expect(ok.status).toBe(201);
    const invalid = await call('/app-api/api/v1/newsletter-subscriptions', {
      method: 'POST',
      body: JSON.stringify({ email: 'not-an-email' }),
      headers: { Authorization: `Bearer ${all}` },
    });
    expect(invalid.status).toBe(400);
    const subscribed = await call('/app-api/api/v1/newsletter-subscriptions', {
      method: 'POST',
      body: JSON.stringify({ email: 'eva@example.com', consent: true, language: 'cs' }),
      headers: { Authorization: `Bearer ${all}` },
    });
    expect(subscribed.status).toBe(201);
  });

  it('searches the demo content per language, ignoring diacritics', async () => {
    const auth = { Authorization: `Bearer ${await token('search:search')}` };
    const cs = await call(`/app-api/api/v1/search?q=${encodeURIComponent('prodejni standardy')}&language=cs`, { headers: auth });
    const body: { results: { codename: string; path: string; language: string }[] } = await cs.json();
    const hit = body.results.find((r) => r.codename === 'article_retail_standards');
    expect(hit).toMatchObject({ path: '/retail-standards-2025', language: 'cs' });
    const bad = await call('/app-api/api/v1/search?q=', { headers: auth });
    expect(bad.status).toBe(400);
  });

  it('cuts snippets at spaces around the match, with an ellipsis where the text goes on', async () => {
    const auth = { Authorization: `Bearer ${await token('search:search')}` };
    const answer = await call('/app-api/api/v1/search?q=downloads&language=en&limit=50', { headers: auth });
    const body: { results: { snippet: string }[] } = await answer.json();
    expect(body.results.length).toBeGreaterThan(3);
    for (const { snippet } of body.results) {
      expect(snippet.toLowerCase()).toContain('download');
      expect(snippet).toMatch(/^(… )?\S/);
      expect(snippet).not.toMatch(/^… \S*[a-z]$/);
    }
    expect(body.results.map((result) => result.snippet)).toContain('Retailers can order demo cars from today. More in downloads');
  });

  it('shows the words below a title: not the title again, no repeated perex, slug or raw date; title matches first', async () => {
    const auth = { Authorization: `Bearer ${await token('search:search')}` };
    const answer = await call('/app-api/api/v1/search?q=retail&language=en&limit=50', { headers: auth });
    const body: { results: { title: string; snippet: string; codename: string }[] } = await answer.json();
    expect(body.results.length).toBeGreaterThan(5);
    const titled = body.results.map((result) => result.title.toLowerCase().includes('retail'));
    // Every title match comes before every match in the text only, and there are both.
    expect(titled.indexOf(false)).toBeGreaterThan(0);
    expect(titled.lastIndexOf(true)).toBeLessThan(titled.indexOf(false));
    for (const { title, snippet } of body.results) {
      expect(snippet.replace(/^… /, '').startsWith(title)).toBe(false);
      // A perex the body opens with is said once.
      const sentences = snippet.split(/(?<=\.) /).filter((sentence) => sentence.length > 20);
      expect(new Set(sentences).size).toBe(sentences.length);
      expect(snippet).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(snippet).not.toMatch(/\b[a-z]+(-[a-z0-9]+){2,}\b/);
    }
    // A match in the title alone (diacritics ignored): the opening words of the item's own text.
    const byName = await call('/app-api/api/v1/search?q=novakova&language=en&limit=50', { headers: auth });
    const named: { results: { title: string; snippet: string }[] } = await byName.json();
    expect(named.results).toEqual([
      expect.objectContaining({
        title: 'Jana Nováková',
        snippet: 'Head of Retail Standards · retail.standards@brand.example · +420 200 000 100 · Czech Republic',
      }),
    ]);
  });
});

describe('search over content editors change', () => {
  afterAll(async () => {
    await call('/kontent/management/reset', { method: 'POST', headers: { Authorization: `Bearer ${MANAGEMENT_KEY}` } });
  });

  it('reads rich text as words (character references decoded, tags dropped) and a text element as written', async () => {
    const variant = `/kontent/management/v2/projects/${ENVIRONMENT_ID}/items/codename/news_signage/variants/codename/en`;
    const headers = { Authorization: `Bearer ${MANAGEMENT_KEY}`, 'Content-Type': 'application/json' };
    const elements = [
      { element: { codename: 'perex' }, value: 'Signs for Q&amp;A desks <soon>' },
      {
        element: { codename: 'body' },
        value: '<p>Fonts &amp; colours&nbsp;for the <strong>Zebrafish</strong> wall &#8211; &#x1F41F; &bogus; &#99999999;</p>',
      },
    ];
    expect((await call(variant, { method: 'PUT', headers, body: JSON.stringify({ elements }) })).status).toBe(200);
    expect((await call(`${variant}/publish`, { method: 'PUT', headers })).status).toBe(200);
    const auth = { Authorization: `Bearer ${await token('search:search')}` };
    const answer = await call('/app-api/api/v1/search?q=zebrafish&language=en&limit=50', { headers: auth });
    const body: { results: { snippet: string }[] } = await answer.json();
    expect(body.results.map((result) => result.snippet)).toEqual([
      'Signs for Q&amp;A desks <soon> · Fonts & colours for the Zebrafish wall – 🐟 &bogus; &#99999999;',
    ]);
  });
});

describe('files, registration, deactivation', () => {
  it('serves a file at /files/{file id}/{file name} for the worker bearer only, with single byte ranges', async () => {
    const path = `/app-api/files/${assetId('retail-standards-2025.pdf')}/retail-standards-2025.pdf`;
    expect((await call(path)).status).toBe(401);
    expect((await call(path, { headers: { Authorization: 'Bearer forged' } })).status).toBe(401);
    const authorization = `Bearer ${await token('search:search')}`;
    const pdf = await call(path, { headers: { Authorization: authorization } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('accept-ranges')).toBe('bytes');
    const whole = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(whole.slice(0, 5))).toBe('%PDF-');
    expect(pdf.headers.get('content-length')).toBe(String(whole.length));

    const part = await call(path, { headers: { Authorization: authorization, Range: 'bytes=1-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-4/${whole.length}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('PDF-');
    const tail = await call(path, { headers: { Authorization: authorization, Range: 'bytes=-3' } });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.slice(-3));
    const beyond = await call(path, { headers: { Authorization: authorization, Range: `bytes=${whole.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    // Several ranges, or none it can read: the whole file.
    expect((await call(path, { headers: { Authorization: authorization, Range: 'bytes=0-1,4-5' } })).status).toBe(200);
  });

  it('maps missing files to 404 and a request without its file to 400 (product §8)', async () => {
    const authorization = `Bearer ${await token('search:search')}`;
    const id = assetId('retail-standards-2025.pdf');
    for (const path of [`/app-api/files/${id}/other.pdf`, '/app-api/files/00000000-0000-4000-8000-000000000000/retail-standards-2025.pdf']) {
      const missing = await call(path, { headers: { Authorization: authorization } });
      expect(missing.status, path).toBe(404);
      expect(((await missing.json()) as { message: string }).message).toBe('Not found - requested resource does not exist');
    }
    for (const path of ['/app-api/files/', `/app-api/files/${id}`]) {
      const bad = await call(path, { headers: { Authorization: authorization } });
      expect(bad.status, path).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toBe('Bad request - missing required parameters');
    }
  });

  it('registers the signed-in user and deactivates by e-mail', async () => {
    const { cookie } = await signIn('hq-01');
    const bearer = `Bearer ${await token('search:search')}`;
    // The app calls it on the visitor's behalf: its bearer token and the visitor's session are both needed.
    const withoutBearer = await call('/app-api/api/v1/kontent-poc/registration', { headers: { Cookie: cookie } });
    expect(withoutBearer.status).toBe(401);
    expect(await withoutBearer.json()).toEqual({ status: 401, error: 'Unauthorized', message: 'Unauthorized' });
    const badBearer = await call('/app-api/api/v1/kontent-poc/registration', { headers: { Cookie: cookie, Authorization: 'Bearer forged.token' } });
    expect(badBearer.status).toBe(401);
    expect((await call('/app-api/api/v1/kontent-poc/registration', { headers: { Authorization: bearer } })).status).toBe(401);
    const registered = await call('/app-api/api/v1/kontent-poc/registration', { headers: { Cookie: cookie, Authorization: bearer } });
    expect(registered.status).toBe(200);
    expect((await call('/app-api/api/v1/kontent-poc/deactivate/jana.novakova@brand.example')).status).toBe(200);
    expect((await call('/app-api/api/v1/kontent-poc/deactivate/not-an-email')).status).toBe(400);
    expect((await call('/app-api/api/v1/kontent-poc/deactivate/nobody@example.com')).status).toBe(404);
  });
});
