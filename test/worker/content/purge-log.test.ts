import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetMemory, readEntry, writeEntry, type CacheEntry } from '../../../worker/content/cache';
import { isPurged, readPurgeLog, recordPurge } from '../../../worker/content/purge-log';
import { itemTag, tagHash } from '../../../worker/content/tags';
import { webhookRoutes as routes } from '../../../worker/webhooks/kontent';
import { withRequestContext } from '../request-context';
import { bodyOf, itemNotification, signature } from '../webhooks/support';
import { cleanUp, countingKv } from './support';

const webhookRoutes = withRequestContext(routes);

afterEach(cleanUp);

const times = { freshSeconds: 300, staleDays: 7 };
const entry = (tags: string[], fetchedAt = Date.now()): CacheEntry => ({
  body: '{"items":[]}',
  fetchedAt,
  staleContent: false,
  tags: tags.map(tagHash),
});

/** A signed Kontent notification that `codename@language` was published, as Kontent sends it. */
async function publishedNotification(codename: string, language: string) {
  const body = bodyOf(itemNotification(codename, language, 'article', 'published', 'published'));
  return { body, headers: { 'content-type': 'application/json', 'X-Kontent-ai-Signature': await signature(body) } };
}

describe('purge without listing the cache (decision 067)', () => {
  it('purges 1,100 matching entries within a handful of KV operations, and readers see them gone', async () => {
    const tag = itemTag('article_bulk', 'en');
    const fetchedAt = Date.now() - 1000;
    for (let batch = 0; batch < 11; batch++) {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          env.CONTENT_CACHE.put(`c:/items?bulk=${batch * 100 + i}`, '{"items":[]}', {
            metadata: { f: fetchedAt, t: tagHash(tag) },
            expirationTtl: 3600,
          }),
        ),
      );
    }
    await env.CONTENT_CACHE.put('c:/items?other', '{"items":[]}', { metadata: { f: fetchedAt, t: tagHash('item:other@en') }, expirationTtl: 3600 });
    forgetMemory();

    const webhook = countingKv(env.CONTENT_CACHE);
    const ctx = createExecutionContext();
    const { body, headers } = await publishedNotification('article_bulk', 'en');
    const response = await webhookRoutes.request('/kontent', { method: 'POST', body, headers }, { ...env, CONTENT_CACHE: webhook.kv }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(webhook.ops.length).toBeLessThanOrEqual(5);

    const reader = countingKv(env.CONTENT_CACHE);
    expect(await readEntry(reader.kv, 'c:/items?bulk=0', Date.now())).toBeUndefined();
    expect(await readEntry(reader.kv, 'c:/items?bulk=1099', Date.now())).toBeUndefined();
    expect((await readEntry(reader.kv, 'c:/items?other', Date.now()))?.from).toBe('kv');
    // One read each, and one listing of the purge log for the isolate.
    expect(reader.ops.length).toBeLessThanOrEqual(4);
  });

  it('makes the memory layer honour a purge', async () => {
    const now = Date.now() - 1000;
    await writeEntry(env.CONTENT_CACHE, 'c:/items/article_bulk?language=en', entry([itemTag('article_bulk', 'en')], now), times, now);
    expect((await readEntry(env.CONTENT_CACHE, 'c:/items/article_bulk?language=en', now))?.from).toBe('memory');
    const { body, headers } = await publishedNotification('article_bulk', 'en');
    const ctx = createExecutionContext();
    expect((await webhookRoutes.request('/kontent', { method: 'POST', body, headers }, env, ctx)).status).toBe(200);
    await waitOnExecutionContext(ctx);
    expect(await readEntry(env.CONTENT_CACHE, 'c:/items/article_bulk?language=en', Date.now())).toBeUndefined();
  });
});

describe('an answer with more items than KV metadata holds (decision 119)', () => {
  it('is purged by a change of one of its items and survives a change of any other', async () => {
    // A brand's navigation or FAQ page: hundreds of items, far more tags than KV's 1,024 bytes of metadata.
    const tags = Array.from({ length: 800 }, (_, i) => itemTag(`vol_item_${i}`, 'en'));
    const fetchedAt = Date.now() - 1000;
    await writeEntry(env.CONTENT_CACHE, 'c:/items?system.type=header_navigation', entry(tags, fetchedAt), times, fetchedAt);
    forgetMemory();

    const publish = async (codename: string) => {
      const { body, headers } = await publishedNotification(codename, 'en');
      const ctx = createExecutionContext();
      expect((await webhookRoutes.request('/kontent', { method: 'POST', body, headers }, env, ctx)).status).toBe(200);
      await waitOnExecutionContext(ctx);
      forgetMemory();
    };
    await publish('article_elsewhere');
    const kept = await readEntry(env.CONTENT_CACHE, 'c:/items?system.type=header_navigation', Date.now());
    expect(kept?.from).toBe('kv');
    expect(kept?.entry.body).toBe('{"items":[]}');
    await publish('vol_item_799');
    expect(await readEntry(env.CONTENT_CACHE, 'c:/items?system.type=header_navigation', Date.now())).toBeUndefined();
  });
});

describe('the purge log (decision 067)', () => {
  const base = Date.now() - 3_600_000;
  const other = { tags: [tagHash('item:other@en')] };

  it('purges an entry fetched before a record naming one of its tags, or naming everything', async () => {
    await recordPurge(env.CONTENT_CACHE, [itemTag('a', 'en')], base + 10, 3600);
    await recordPurge(env.CONTENT_CACHE, 'all', base + 20, 3600);
    forgetMemory();
    const log = await readPurgeLog(env.CONTENT_CACHE, Date.now());
    expect(log.records.map((record) => record.at)).toEqual([base + 20, base + 10]);
    expect(isPurged({ fetchedAt: base + 5, tags: [tagHash(itemTag('a', 'en'))] }, log)).toBe(true);
    expect(isPurged({ fetchedAt: base + 15, ...other }, log)).toBe(true);
    expect(isPurged({ fetchedAt: base + 25, tags: 'all' }, log)).toBe(false);
    expect(isPurged({ fetchedAt: base + 15, tags: [tagHash(itemTag('a', 'en'))] }, log)).toBe(true);
  });

  it('over-purges what is older than the oldest record of one list page, and only that', async () => {
    for (let batch = 0; batch < 11; batch++) {
      await Promise.all(Array.from({ length: 91 }, (_, i) => recordPurge(env.CONTENT_CACHE, ['item:x@en'], base + 1 + batch * 91 + i, 3600)));
    }
    forgetMemory();
    const log = await readPurgeLog(env.CONTENT_CACHE, Date.now());
    expect(log.records).toHaveLength(1000);
    // 1,001 records: the oldest is not listed, so what came before the oldest listed one is purged, unseen.
    expect(log.horizon).toBe(base + 2);
    expect(isPurged({ fetchedAt: base + 1, ...other }, log)).toBe(true);
    expect(isPurged({ fetchedAt: base + 500, ...other }, log)).toBe(false);
    expect(isPurged({ fetchedAt: base + 2000, tags: [tagHash('item:x@en')] }, log)).toBe(false);
  });

  it('turns a record of too many tags for KV metadata into a purge of everything', async () => {
    const record = await recordPurge(
      env.CONTENT_CACHE,
      Array.from({ length: 400 }, (_, i) => itemTag(`item_${i}`, 'en')),
      base,
      3600,
    );
    expect(record.hashes).toBe('all');
  });
});
