import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { headerNavigationQuery } from '../../../app/content/queries/navigation';
import { ENVIRONMENT_ID } from '../../../emulator/constants';
import { cachedKeys, cleanUp } from '../content/support';
import { get, heading } from '../helpers';
import { postWebhook, proxy, publishedTitle, signature } from './support';

afterEach(cleanUp);

const titleOf = async (response: Response) => (await response.json<{ item: { elements: { title: { value: string } } } }>()).item.elements.title.value;

describe('Kontent webhook purge', () => {
  it('purges exactly the entries carrying the published item; the next request shows the new content', async () => {
    const warm = [
      '/items/article_service_excellence?language=en',
      '/items/article_service_excellence?language=cs',
      '/items?system.type=faq_item&language=en&limit=2',
      '/items/article_green_retail?language=en',
      '/taxonomies',
    ];
    for (const path of warm) expect((await proxy(path)).headers.get('cache-status')).toContain('fwd=uri-miss');
    for (const path of warm) expect((await proxy(path)).headers.get('cache-status')).toContain('hit');
    expect(await cachedKeys(5)).toHaveLength(5);

    const body = await publishedTitle('article_service_excellence', 'en', 'article', 'Service excellence, revised');
    const response = await postWebhook(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'purged', scope: 'tags', notifications: 1, skipped: 0 });

    const fresh = await proxy('/items/article_service_excellence?language=en');
    expect(fresh.headers.get('cache-status')).toContain('fwd=uri-miss');
    expect(await titleOf(fresh)).toBe('Service excellence, revised');
    // The Czech variant did not change and was not purged; nor were answers without the item.
    const czech = await proxy('/items/article_service_excellence?language=cs');
    expect(czech.headers.get('cache-status')).toContain('hit');
    expect(await titleOf(czech)).toBe('Špičkový servis');
    for (const path of warm.slice(2)) expect((await proxy(path)).headers.get('cache-status'), path).toContain('hit');
  });

  it('purges listings of the type, so a page built from a listing shows the change on its next request', async () => {
    const page = await get('/service-excellence');
    expect(heading(await page.text())).toContain('Service excellence');
    const body = await publishedTitle('article_service_excellence', 'en', 'article', 'Service excellence 2026');
    expect((await postWebhook(body)).status).toBe(200);
    const next = await get('/service-excellence');
    expect(heading(await next.text())).toContain('Service excellence 2026');
  });

  it('purges entries that carry the item as a linked item', async () => {
    // The layout's own query (its projection included), which has the readable navigation key.
    const navigation = `/items?${new URLSearchParams(Object.entries(headerNavigationQuery('en')).map(([key, value]) => [key, String(value)]))}`;
    expect(await (await proxy(navigation)).text()).toContain('link_article_green_retail');
    expect(await cachedKeys(1)).toEqual(['c:header-navigation:en']);
    expect((await proxy(navigation)).headers.get('cache-status')).toContain('hit');
    const body = await publishedTitle('article_green_retail', 'en', 'article', 'Green retail, renewed');
    expect((await postWebhook(body)).status).toBe(200);
    expect((await proxy(navigation)).headers.get('cache-status')).toContain('fwd=uri-miss');
  });

  it('rejects a bad signature with 400 "Invalid signature" and purges nothing', async () => {
    await proxy('/items/article_service_excellence?language=en');
    expect(await cachedKeys(1)).toHaveLength(1);
    const body = await publishedTitle('article_service_excellence', 'en', 'article', 'Forged');
    for (const sig of ['', 'bm90IGEgc2lnbmF0dXJl', await signature(body, 'some-other-secret-value'), await signature(`${body} `)]) {
      const response = await postWebhook(body, sig);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Invalid signature' });
    }
    expect((await proxy('/items/article_service_excellence?language=en')).headers.get('cache-status')).toContain('hit');
  });
});

describe('Kontent webhook bounds (decision 068)', () => {
  const warmed = '/items/article_service_excellence?language=en';
  const stillCached = async () => (await proxy(warmed)).headers.get('cache-status');

  it('rejects a notification for another environment and purges nothing', async () => {
    await proxy(warmed);
    const body = (await publishedTitle('article_service_excellence', 'en', 'article', 'Elsewhere')).replace(
      ENVIRONMENT_ID,
      '00000000-0000-4000-8000-000000000002',
    );
    const response = await postWebhook(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Unknown environment' });
    expect(await stillCached()).toContain('hit');
  });

  it('applies a body once: a replay is answered as a duplicate and purges nothing', async () => {
    const body = await publishedTitle('article_service_excellence', 'en', 'article', 'Once');
    expect(await (await postWebhook(body)).json()).toMatchObject({ status: 'purged' });
    expect(await stillCached()).toContain('fwd=uri-miss');
    expect(await stillCached()).toContain('hit');
    const replay = await postWebhook(body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ status: 'duplicate', purged: 0 });
    expect(await stillCached()).toContain('hit');
  });

  it('answers 413 to a body over the limit without reading it whole', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let pulled = 0;
    const sixtyMegabytes = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= 60 * 1024 * 1024) return controller.close();
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const streamed = await exports.default.fetch(
      new Request('https://retail.test/api/webhooks/kontent', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Kontent-ai-Signature': 'x' },
        body: sixtyMegabytes,
      }),
    );
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: 'Payload too large' });
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
    const declared = await postWebhook(' '.repeat(256 * 1024 + 1), 'x');
    expect(declared.status).toBe(413);
  });
});
