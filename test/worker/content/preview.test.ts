import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { previewCookie, previewCookieValue } from '../../../worker/content/preview';
import { cachedKeys, cleanUp } from './support';
import { get } from '../helpers';

afterEach(cleanUp);

const draftQuery = '/nuxt-api/kontent-proxy/items?system.codename=article_upcoming_launch&language=en';
const count = async (response: Response) => (await response.json<{ items: unknown[] }>()).items.length;

async function enter(): Promise<string> {
  const response = await get('/api/preview/enter?secret=local-preview-entry-secret&path=/cs/novinky');
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/cs/novinky');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const setCookie = response.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/^__Host-preview=\d+\.[\w-]+; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/);
  return setCookie.split(';')[0]!;
}

describe('preview entry', () => {
  it('refuses a wrong or missing secret', async () => {
    const wrong = await get('/api/preview/enter?secret=guess&path=/');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const missing = await get('/api/preview/enter');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ parameter: 'secret' });
    const offsite = await get('/api/preview/enter?secret=local-preview-entry-secret&path=//evil.example');
    expect(offsite.status).toBe(400);
  });

  it('with the cookie, content comes from the Preview API, KV is bypassed both ways, and answers are no-store', async () => {
    // A published answer is cached first: preview must neither read nor overwrite it.
    expect(await count(await get(draftQuery))).toBe(0);
    expect(await cachedKeys(1)).toHaveLength(1);
    const cookie = await enter();
    const preview = await get(draftQuery, { cookie });
    expect(preview.headers.get('cache-status')).toBe('RetailerContent; fwd=bypass');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(await count(preview)).toBe(1);
    expect((await env.CONTENT_CACHE.list()).keys).toHaveLength(1);
    const published = await get(draftQuery);
    expect(published.headers.get('cache-status')).toContain('hit');
    expect(await count(published)).toBe(0);
  });

  it('renders pages from drafts with Cache-Control: no-store', async () => {
    const cookie = await enter();
    const page = await get('/upcoming-launch', { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect((await get('/upcoming-launch')).status).toBe(404);
  });

  it('without a valid cookie, ?preview does nothing', async () => {
    expect(await count(await get(`${draftQuery}&preview=true`))).toBe(0);
    const expired = `${previewCookie}=${await previewCookieValue('local-signing-key-not-a-secret', Date.now() - 9 * 3600_000)}`;
    expect(await count(await get(draftQuery, { cookie: expired }))).toBe(0);
    const forged = `${previewCookie}=${await previewCookieValue('another-signing-key-value', Date.now())}`;
    expect(await count(await get(draftQuery, { cookie: forged }))).toBe(0);
  });

  it('refuses preview and secured modes together', async () => {
    const cookie = await enter();
    const response = await get(`${draftQuery}&secured=true`, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Preview & secured modes cannot be used at the same time.' });
  });

  it('exit removes the cookie', async () => {
    const response = await get('/api/preview/exit?path=/news');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/news');
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-preview=; Max-Age=0/);
  });
});
