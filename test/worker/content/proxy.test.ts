import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { armFault, cachedKeys, cleanUp, recordingProxy } from './support';
import { appSessionCookie, get, issuedXsrf } from '../helpers';

afterEach(cleanUp);

const base = '/nuxt-api/kontent-proxy';
const proxy = (path: string, headers: Record<string, string> = {}) => get(`${base}${path}`, { accept: 'application/json', ...headers });

describe('content proxy endpoints (product §7)', () => {
  it.each([
    ['/items?system.type=article&limit=2&language=cs&order=elements.title[asc]&elements=title,slug', 'items'],
    ['/items/article_green_retail?language=fr_fr', 'item'],
    ['/items-feed?system.type=article&language=en', 'items'],
    ['/types?limit=3', 'types'],
    ['/types/article', 'system'],
    ['/types/article/elements/title', 'codename'],
    ['/taxonomies', 'taxonomies'],
    ['/languages', 'languages'],
  ])('GET %s answers Kontent JSON with Cache-Status', async (path, field) => {
    const response = await proxy(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-status')).toBe('RetailerContent; fwd=uri-miss; stored');
    expect(response.headers.get('x-stale-content')).toBe('0');
    expect(Object.keys(await response.json())).toContain(field);
  });

  it('gives the page language as the default language, from the Referer, else the locale cookie', async () => {
    const fromReferer = await proxy('/items/article_green_retail', { referer: 'https://retail.test/cs/novinky' });
    expect((await fromReferer.json<{ item: { system: { language: string } } }>()).item.system.language).toBe('cs');
    const fromCookie = await proxy('/items/article_green_retail', { cookie: 'i18n_redirected=da_dk' });
    expect((await fromCookie.json<{ item: { system: { language: string } } }>()).item.system.language).toBe('da_dk');
    const explicit = await proxy('/items/article_green_retail?language=fr_fr', { referer: 'https://retail.test/cs' });
    expect((await explicit.json<{ item: { system: { language: string } } }>()).item.system.language).toBe('fr_fr');
  });

  it('points pagination.next_page at the proxy with an absolute URL, as Kontent does, and it can be followed', async () => {
    const first = await proxy('/items?system.type=article&language=en&limit=2');
    const page = await first.json<{ pagination: { next_page: string }; items: Array<{ system: { codename: string } }> }>();
    expect(page.pagination.next_page).toMatch(/^https:\/\/retail\.test\/nuxt-api\/kontent-proxy\/items\?/);
    const second = await get(new URL(page.pagination.next_page).pathname + new URL(page.pagination.next_page).search, { accept: 'application/json' });
    const next = await second.json<{ items: Array<{ system: { codename: string } }> }>();
    expect(next.items.length).toBeGreaterThan(0);
    expect(next.items[0]?.system.codename).not.toBe(page.items[0]?.system.codename);
  });

  it('follows X-Continuation through items-feed', async () => {
    const first = await proxy('/items-feed?language=en');
    const token = first.headers.get('x-continuation');
    expect(token).toBeTruthy();
    const second = await proxy('/items-feed?language=en', { 'x-continuation': token! });
    expect(second.status).toBe(200);
    const [a, b] = await Promise.all([
      first.json<{ items: Array<{ system: { codename: string } }> }>(),
      second.json<{ items: Array<{ system: { codename: string } }> }>(),
    ]);
    expect(b.items[0]?.system.codename).not.toBe(a.items[0]?.system.codename);
  });
});

describe('content proxy validation (product §5)', () => {
  it.each([
    ['limit=0', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=abc', 'limit'],
    ['skip=-1', 'skip'],
    ['depth=1.5', 'depth'],
    ['elements=title,,slug', 'elements'],
    ['excludeElements=', 'excludeElements'],
    ['order=[desc]', 'order'],
    ['order=', 'order'],
    ['elements.[eq]=x', 'elements.[eq]'],
    ['system.type[between]=x', 'system.type[between]'],
    ['=value', '(custom parameter)'],
    ['includeTotalCount=yes', 'includeTotalCount'],
  ])('?%s answers 400 naming %s, without calling Kontent', async (query, parameter) => {
    await armFault({ count: 1, status: 500 });
    const response = await proxy(`/items?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json<{ parameter: string; message: string; request_id: string }>();
    expect(body.parameter).toBe(parameter);
    expect(body.message.length).toBeGreaterThan(5);
    // The armed fault is still there: Kontent was never asked.
    const faults = await (await env.EMULATOR!.fetch('https://emulator.local/faults')).json<{ faults: unknown[] }>();
    expect(faults.faults).toHaveLength(1);
  });

  it('passes Kontent errors through with their fields, and maps statuses', async () => {
    const missing = await proxy('/items/no_such_item?language=en');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error_code: 100, request_id: expect.any(String), message: expect.stringContaining('no_such_item') });
    // More than this call and its retries use: the files share one runtime, and a page an earlier file rendered may
    // still be refreshing in the background and take some of them (the faults go with this file's clean-up).
    await armFault({ count: 100, status: 503, pathContains: '/items' });
    const down = await proxy('/items?system.type=article&language=en');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ message: 'Service Unavailable', error_code: 0, specific_code: 0 });
  });

  it('answers unknown proxy paths with a JSON 404', async () => {
    const response = await proxy('/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Not found - requested resource does not exist' });
  });
});

/** True while the fault armed with `armFault({ count: 1, … })` is still there: Kontent was never asked. */
const kontentUntouched = async () =>
  (await (await env.EMULATOR!.fetch('https://emulator.local/faults')).json<{ faults: unknown[] }>()).faults.length === 1;

describe('content proxy allow-list and caps (decision 061)', () => {
  it.each(
    [
      ['cb=123', 'cb'],
      ['bench=1', 'bench'],
      ['utm_source=mail', 'utm_source'],
      ['system.type=article&callback=x', 'callback'],
      ['foo.bar=1', 'foo.bar'],
      ['elements.Title[eq]=x', 'elements.Title[eq]'],
      ['system.type%3Bdrop=x', 'system.type;drop'],
      ['limit=101', 'limit'],
      ['depth=7', 'depth'],
      ['limit=2&limit=3', 'limit'],
      ['language=en&language=cs', 'language'],
      ['elements=title,Slug', 'elements'],
      [`elements.title[eq]=${'x'.repeat(2001)}`, 'elements.title[eq]'],
      [Array.from({ length: 33 }, (_, i) => `elements.e${i}[eq]=1`).join('&'), 'elements.e32[eq]'],
    ].map(([query = '', parameter]) => [query.length > 60 ? `${query.slice(0, 60)}…` : query, parameter, query]),
  )('?%s answers 400 naming %s, without calling Kontent', async (_label, parameter, query) => {
    await armFault({ count: 1, status: 500 });
    const response = await proxy(`/items?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      parameter,
      error_code: 1000,
      specific_code: 0,
      request_id: expect.any(String),
      message: expect.any(String),
    });
    expect(await kontentUntouched()).toBe(true);
  });

  it('forwards the caps themselves', async () => {
    expect((await proxy('/items?system.type=article&language=en&limit=100&depth=6')).status).toBe(200);
  });

  it('refuses a path codename that is not one, without calling Kontent', async () => {
    await armFault({ count: 1, status: 500 });
    const response = await proxy(`/items/${'a'.repeat(61)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ parameter: 'codename' });
    expect(await kontentUntouched()).toBe(true);
  });

  it('makes no cache entry and no Kontent call for cache busters', async () => {
    await armFault({ count: 1, status: 500 });
    for (let i = 0; i < 20; i++) {
      const response = await proxy(`/items?system.type=article&language=en&_=${crypto.randomUUID()}`);
      expect(response.status).toBe(400);
    }
    expect(await kontentUntouched()).toBe(true);
    expect((await env.CONTENT_CACHE.list({ prefix: 'c:' })).keys).toEqual([]);
  });

  it('neither forwards nor keys X-Continuation outside items-feed and sync', async () => {
    const { request, upstream } = await recordingProxy();
    const query = '/items?system.type=article&language=en&limit=2';
    const first = await request(query, { 'x-continuation': 'token-a' });
    expect(first.status).toBe(200);
    expect(upstream).toHaveLength(1);
    expect(upstream[0]?.continuation).toBeNull();
    // Another token, or none, is the same cache entry: a hit.
    expect((await request(query, { 'x-continuation': 'token-b' })).headers.get('cache-status')).toMatch(/hit/);
    expect((await request(query)).headers.get('cache-status')).toMatch(/hit/);
    expect(upstream).toHaveLength(1);
    expect(await cachedKeys(1)).toEqual(['c:/items?language=en&limit=2&system.type=article']);
  });

  it('forwards and keys X-Continuation on items-feed, within a length bound', async () => {
    const { request, upstream } = await recordingProxy();
    const first = await request('/items-feed?language=en');
    const token = first.headers.get('x-continuation')!;
    expect((await request('/items-feed?language=en', { 'x-continuation': token })).status).toBe(200);
    expect(upstream.map((call) => call.continuation)).toEqual([null, token]);
    const long = await request('/items-feed?language=en', { 'x-continuation': 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ parameter: 'X-Continuation' });
    expect(upstream).toHaveLength(2);
  });

  it.each([
    ['high bytes', '\u00e9'.repeat(400)],
    ['one high byte', 'token\u00ff'],
    ['a space', 'token a'],
    ['a control character', 'token\u0001'],
  ])('answers 400, never 500, to an X-Continuation with %s (decision 112)', async (_, token) => {
    const { request, upstream } = await recordingProxy();
    const response = await request('/items-feed?language=en', { 'x-continuation': token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ parameter: 'X-Continuation' });
    expect(upstream).toHaveLength(0);
  });
});

describe('sync and anti-forgery (product §7)', () => {
  // As the signed-in visitor's browser posts it: their visitor session goes along (worker/session).
  const post = async (headers: Record<string, string>, body = '') => {
    const cookie = [await appSessionCookie(), headers.cookie].filter(Boolean).join('; ');
    return exports.default.fetch(
      new Request(`https://retail.test${base}/sync/init?language=en`, { method: 'POST', headers: { ...headers, cookie }, body }),
    );
  };

  it('issues an HttpOnly visitor id and a signed XSRF-TOKEN cookie on GETs, once', async () => {
    const response = await proxy('/languages');
    const [visitor, token] = response.headers.getSetCookie();
    expect(visitor).toMatch(/^__Host-xsrf-visitor=[\w-]{20,}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(token).toMatch(/^XSRF-TOKEN=[\w-]{20,}\.[\w-]{40,}; Path=\/; Secure; SameSite=Lax$/);
    const again = await proxy('/languages', { cookie: issuedXsrf(response).cookie });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('POST /sync/init needs the cookie echoed in X-XSRF-TOKEN from the same origin, then answers a continuation', async () => {
    const { cookie, token, visitor } = issuedXsrf(await proxy('/languages'));
    expect((await post({})).status).toBe(403);
    expect((await post({ cookie, 'x-xsrf-token': 'other' })).status).toBe(403);
    const forged = `${'a'.repeat(24)}.${'b'.repeat(43)}`;
    expect((await post({ cookie: `${visitor}; XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged })).status).toBe(403);
    expect((await post({ cookie, 'x-xsrf-token': token, origin: 'https://evil.example' })).status).toBe(403);
    // The token is bound to its visitor: without the visitor id, or with another visitor's, it fails.
    expect((await post({ cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token })).status).toBe(403);
    const other = issuedXsrf(await proxy('/languages'));
    expect((await post({ cookie: `${other.visitor}; XSRF-TOKEN=${token}`, 'x-xsrf-token': token })).status).toBe(403);
    const ok = await post({ cookie, 'x-xsrf-token': token, origin: 'https://retail.test' });
    expect(ok.status).toBe(200);
    const continuation = ok.headers.get('x-continuation');
    expect(continuation).toBeTruthy();
    const sync = await proxy('/sync', { 'x-continuation': continuation! });
    expect(sync.status).toBe(200);
    expect(await sync.json()).toHaveProperty('items');
    expect((await post({ cookie, 'x-xsrf-token': token }, '{"x":1}')).status).toBe(413);
  });

  it('refuses a POST /sync/init body longer than 2 bytes with 413, before reading it or asking Kontent', async () => {
    const { cookie, token } = issuedXsrf(await proxy('/languages'));
    await armFault({ count: 1, status: 500 });
    const headers = { cookie, 'x-xsrf-token': token, origin: 'https://retail.test' };
    const response = await post(headers, 'abc');
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'POST /sync/init takes an empty body.', error_code: 0, request_id: expect.any(String) });
    expect(await kontentUntouched()).toBe(true);
    expect((await post(headers, '{}')).status).toBe(200);
  });
});
