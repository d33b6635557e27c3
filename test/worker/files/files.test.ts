import { afterEach, describe, expect, it } from 'vitest';
import { assetFileNames, assetId, type AssetFileName } from '../../../emulator/assets/registry';
import { ENVIRONMENT_ID } from '../../../emulator/constants';
import { downloads } from '../../../emulator/assets/files/downloads';
import { armFault, cleanUp } from '../content/support';
import { get, getAnonymous } from '../helpers';

/**
 * Files through the site (issue 27, decision 110): `/files/{file id}/{file name}` serves a download to a signed-in
 * visitor from the App API, and nobody else; no page or proxy answer hands a retailer a download's asset URL.
 */
const pdf = 'retail-standards-2025.pdf' satisfies AssetFileName;
const fileUrl = (name: AssetFileName) => `/files/${assetId(name)}/${name}`;
const path = fileUrl(pdf);
const downloadNames = assetFileNames.filter((name) => name in downloads);
const json = { accept: 'application/json' };
const badRequest = 'Bad request - missing required parameters';

afterEach(cleanUp);

/** The file's bytes as the emulator's App API holds them, read through the site by the signed-in demo user. */
async function whole(): Promise<Uint8Array> {
  return new Uint8Array(await (await get(path)).arrayBuffer());
}

describe('signed out, every door is shut', () => {
  it('a browser navigating to a file is sent to the login page, with the file as its way back', async () => {
    const response = await getAnonymous(path, { 'sec-fetch-mode': 'navigate' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, 'https://retail.test');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('backlink')).toBe(path);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['a script', 'GET', path, json],
    ['HEAD', 'HEAD', path, {}],
    ['a range', 'GET', path, { ...json, range: 'bytes=0-4' }],
    ['an encoded name', 'GET', `/files/${assetId(pdf)}/retail%2Dstandards%2D2025.pdf`, json],
    ['an encoded slash', 'GET', `/files/${assetId(pdf)}%2F..%2F${pdf}`, json],
    ['a double slash', 'GET', `/files//${assetId(pdf)}/${pdf}`, json],
    ['a POST', 'POST', path, json],
  ])('%s gets 401 and nothing of the file', async (_door, method, target, headers) => {
    const response = await fetchAnonymous(target, method, headers);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-range')).toBeNull();
    expect(response.headers.get('content-disposition')).toBeNull();
    const body = await response.text();
    expect(body).not.toContain('%PDF');
    if (method !== 'HEAD') expect(JSON.parse(body)).toEqual({ error: 'Unauthorized', message: 'Sign in to use this.' });
  });
});

async function fetchAnonymous(target: string, method: string, headers: Record<string, string>): Promise<Response> {
  if (method === 'GET') return getAnonymous(target, headers);
  const { exports } = await import('cloudflare:workers');
  return exports.default.fetch(new Request(`https://retail.test${target}`, { method, headers, redirect: 'manual' }));
}

describe('signed in, the file is served', () => {
  it('with its type, an attachment disposition and no caching', async () => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${pdf}"; filename*=UTF-8''${pdf}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('answers HEAD with the headers and no body', async () => {
    const { exports } = await import('cloudflare:workers');
    const cookie = await signedInCookie();
    const response = await exports.default.fetch(new Request(`https://retail.test${path}`, { method: 'HEAD', headers: { cookie } }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(await response.text()).toBe('');
  });

  it('passes byte ranges on: 206 with Content-Range, 416 past the end', async () => {
    const bytes = await whole();
    const part = await get(path, { range: 'bytes=1-4' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-4/${bytes.length}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('PDF-');
    const beyond = await get(path, { range: `bytes=${bytes.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    // A Range it cannot read is not forwarded: the whole file.
    const odd = await get(path, { range: 'bytes=1-4;x' });
    expect(odd.status).toBe(200);
  });

  it.each([
    ['no name', `/files/${assetId(pdf)}`],
    ['an extra segment', `/files/${assetId(pdf)}/a/${pdf}`],
    ['an id that is no UUID', `/files/..%2F..%2Fapi/${pdf}`],
    ['an encoded slash', `/files/${assetId(pdf)}/..%2F..%2Fapi%2Fsession`],
    ['a NUL byte', `/files/${assetId(pdf)}/a%00.pdf`],
    ['a header injection', `/files/${assetId(pdf)}/a%0d%0aSet-Cookie:%20x=1.pdf`],
    ['broken percent-encoding', `/files/${assetId(pdf)}/a%E0%A4%A.pdf`],
    ['a double slash', `/files//${assetId(pdf)}/${pdf}`],
    ['an overlong name', `/files/${assetId(pdf)}/${'a'.repeat(300)}.pdf`],
  ])('refuses %s with 400 and product §8 text', async (_case, target) => {
    const response = await get(target);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(badRequest);
    expect(response.headers.getSetCookie().some((line) => /^x=/.test(line))).toBe(false);
  });

  it('answers a file the App API does not have 404', async () => {
    const response = await get(`/files/00000000-0000-4000-8000-000000000009/${pdf}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe('Not found - requested resource does not exist');
  });

  it('answers an App API outage 503 and a refusal of its token 502, saying nothing of the App API', async () => {
    await armFault({ target: 'app-api', mode: 'status', status: 503, count: 2, pathContains: '/files/' });
    const outage = await get(path);
    expect(outage.status).toBe(503);
    expect(outage.headers.get('retry-after')).toBe('30');
    const outageBody = await outage.text();
    expect(JSON.parse(outageBody)).toMatchObject({ error: 'Service Unavailable' });
    await armFault({ target: 'app-api', mode: 'status', status: 401, count: 1, pathContains: '/files/' });
    const refused = await get(path);
    expect(refused.status).toBe(502);
    const refusedBody = await refused.text();
    for (const body of [outageBody, refusedBody]) expect(body).not.toMatch(/emulator|app-api|Bearer|Unauthorized/i);
  });
});

/** The session cookies the signed-in demo user's requests carry (the helpers' own, read back from a request). */
async function signedInCookie(): Promise<string> {
  const { appSessionCookie, sessionCookie } = await import('../helpers');
  return `${await sessionCookie()}; ${await appSessionCookie()}`;
}

describe("no download's asset URL reaches a retailer", () => {
  const assetUrlOf = (name: AssetFileName) => `${ENVIRONMENT_ID}/${assetId(name)}/${name}`;

  it.each(['/downloads', '/cs/soubory-ke-stazeni', '/retail-standards-2025', '/cpo'])('in the page %s', async (page) => {
    const html = await (await get(page)).text();
    for (const name of downloadNames) expect(html, name).not.toContain(assetUrlOf(name));
    expect(html).toContain('/files/');
  });

  it.each([
    '/items?system.type=downloads_page&depth=1',
    '/items?system.type=download',
    '/items?system.type=asset_link',
    '/items/article_retail_standards',
    '/items-feed?system.type=download',
  ])('in the content proxy answer %s', async (query) => {
    const response = await get(`/nuxt-api/kontent-proxy${query}`, json);
    expect(response.status).toBe(200);
    const body = await response.text();
    for (const name of downloadNames) expect(body, name).not.toContain(assetUrlOf(name));
    expect(body).toContain('/files/');
  });
});
