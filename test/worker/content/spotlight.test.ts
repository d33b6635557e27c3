import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedKeys, cleanUp } from './support';
import { get } from '../helpers';

afterEach(cleanUp);

// A draft: the Preview API has it, the Delivery API does not.
const draftQuery = '/nuxt-api/kontent-proxy/items?system.codename=article_upcoming_launch&language=en';
const count = async (response: Response) => (await response.json<{ items: unknown[] }>()).items.length;

async function previewSession(): Promise<string> {
  const response = await get('/api/preview/enter?secret=local-preview-entry-secret&path=/');
  expect(response.status).toBe(302);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

describe('web-spotlight on the content proxy (product §7, decision 025)', () => {
  it('with the preview cookie: drafts from the Preview API, KV untouched, Cache-Control: no-store', async () => {
    const cookie = await previewSession();
    const response = await get(`${draftQuery}&web-spotlight=true`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-status')).toBe('RetailerContent; fwd=bypass');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await count(response)).toBe(1);
    expect((await env.CONTENT_CACHE.list()).keys).toHaveLength(0);
  });

  it('without the cookie it does not turn preview on: published content, through the shared cache, not stored by the browser', async () => {
    const first = await get(`${draftQuery}&web-spotlight=true`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('cache-status')).toBe('RetailerContent; fwd=uri-miss; stored');
    expect(await count(first)).toBe(0);
    // Never forwarded: the entry's key (the canonical upstream request) has no web-spotlight, so the same query
    // without the mode is answered from that entry, and the mode is not a way round the cache.
    const keys = await cachedKeys(1);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('spotlight');
    const plain = await get(draftQuery);
    expect(plain.headers.get('cache-status')).toMatch(/^RetailerContent; hit/);
    expect(plain.headers.get('cache-control')).toBe('private, no-store');
    const again = await get(`${draftQuery}&web-spotlight=true`);
    expect(again.headers.get('cache-status')).toMatch(/^RetailerContent; hit/);
  });

  it('web-spotlight=false is the plain published answer', async () => {
    const response = await get(`${draftQuery}&web-spotlight=false`, { cookie: await previewSession() });
    // The cookie alone still means preview; false only says the page is not in the mode.
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await count(response)).toBe(1);
    const anonymous = await get(`${draftQuery}&web-spotlight=false`);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each(['web-spotlight=yes', 'web-spotlight=', 'web-spotlight=1', 'web-spotlight=true&web-spotlight=true'])(
    '?%s answers 400 naming web-spotlight',
    async (query) => {
      const response = await get(`${draftQuery}&${query}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({
        parameter: 'web-spotlight',
        error_code: 1000,
        message: expect.stringContaining('web-spotlight'),
      });
      expect((await env.CONTENT_CACHE.list()).keys).toHaveLength(0);
    },
  );

  it('a page in Web Spotlight mode renders published content without a preview session', async () => {
    expect((await get('/upcoming-launch?web-spotlight=true')).status).toBe(404);
    const page = await get('/upcoming-launch?web-spotlight=true', { cookie: await previewSession() });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
  });
});
