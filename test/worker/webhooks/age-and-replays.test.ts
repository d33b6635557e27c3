// Every authentic notification is applied and answered 2xx whatever its date (issue 27, decision 105): Kontent
// retries a delivery answered with an error and may stop sending to a webhook that keeps failing. A notification
// delivered again is answered 2xx and purges nothing; the replay memory alone tells it (replay.ts).
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { webhookRoutes } from '../../../worker/webhooks/kontent';
import { cleanUp } from '../content/support';
import { withRequestContext } from '../request-context';
import {
  bodyOf,
  daysAgo,
  expectKept,
  expectPurged,
  logLines,
  modifiedAt,
  paths,
  postWebhook,
  proxy,
  publish,
  purgeRecords,
  signature,
  unpublish,
  warm,
} from './support';

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanUp();
});

const { article, czechFaq, czechFaqs, otherArticle } = paths;

describe('an authentic notification is applied whatever its age', () => {
  it('applies a publish of an item last changed 400 days ago (a scheduled publish): 200 and purged', async () => {
    await warm(article);
    const response = await postWebhook(bodyOf(modifiedAt(await publish('article_service_excellence', 'en', 'article'), daysAgo(400))));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'purged', scope: 'tags', notifications: 1, skipped: 0 });
    await expectPurged(article);
    expect(await purgeRecords()).toBe(1);
  });

  it('applies an unpublish of a document unchanged for two years: its language falls back at once', async () => {
    const czech = '/items/article_green_retail?language=cs';
    await warm(czech);
    const response = await postWebhook(bodyOf(modifiedAt(await unpublish('article_green_retail', 'cs', 'article'), daysAgo(730))));
    expect(response.status).toBe(200);
    const after = await proxy(czech);
    expect(after.headers.get('cache-status')).toContain('fwd=uri-miss');
    expect((await after.json<{ item: { system: { language: string } } }>()).item.system.language).toBe('en');
  });
});

describe('a notification delivered again', () => {
  it('is answered 200 as a duplicate and purges once, however old its item', async () => {
    const body = bodyOf(modifiedAt(await publish('article_service_excellence', 'en', 'article'), daysAgo(90)));
    expect(await (await postWebhook(body)).json()).toMatchObject({ status: 'purged' });
    await warm(article);
    const again = await postWebhook(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'duplicate', purged: 0 });
    await expectKept(article);
    expect(await purgeRecords()).toBe(1);
  });

  it('is still applied, and answered 200, when the replay memory fails', async () => {
    const failing = new Proxy(env.CONTENT_CACHE, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== 'function') return value;
        return (key: unknown, ...rest: unknown[]) => {
          if (typeof key === 'string' && key.startsWith('w:')) return Promise.reject(new Error('KV unavailable'));
          return Reflect.apply(value, target, [key, ...rest]);
        };
      },
    });
    const warnings = logLines('warn');
    const body = bodyOf(await publish('article_service_excellence', 'en', 'article'));
    const ctx = createExecutionContext();
    const response = await withRequestContext(webhookRoutes).request(
      '/kontent',
      { method: 'POST', body, headers: { 'content-type': 'application/json', 'X-Kontent-ai-Signature': await signature(body) } },
      { ...env, CONTENT_CACHE: failing },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'purged', scope: 'tags' });
    expect(await purgeRecords()).toBe(1);
    expect(warnings.join('\n')).toContain('Webhook replay memory unavailable');
  });
});

describe('a notification dated in the future', () => {
  it('is applied, logged as a clock disagreement, and its replay is still a duplicate', async () => {
    await warm(article);
    const warnings = logLines('warn');
    const ahead = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const body = bodyOf(modifiedAt(await publish('article_service_excellence', 'en', 'article'), ahead));
    const response = await postWebhook(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'purged', scope: 'tags', notifications: 1, skipped: 0 });
    await expectPurged(article);
    expect(warnings.join('\n')).toContain('Webhook dated in the future');

    expect(await (await postWebhook(body)).json()).toEqual({ status: 'duplicate', purged: 0 });
    await expectKept(article);
    expect(await purgeRecords()).toBe(1);
  });

  it('is not called future within the clock-skew allowance', async () => {
    const warnings = logLines('warn');
    const body = bodyOf(modifiedAt(await publish('article_service_excellence', 'en', 'article'), new Date(Date.now() + 60_000).toISOString()));
    expect((await postWebhook(body)).status).toBe(200);
    expect(warnings.join('\n')).not.toContain('Webhook dated in the future');
  });
});

describe('a batch', () => {
  it('applies every notification of the body, of any age, in one purge', async () => {
    await warm(article, czechFaq, czechFaqs, otherArticle);
    const body = bodyOf(
      await publish('article_service_excellence', 'en', 'article'),
      modifiedAt(await publish('faq_sign_in', 'cs', 'faq_item'), daysAgo(365)),
    );
    const response = await postWebhook(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'purged', scope: 'tags', notifications: 2, skipped: 0 });
    await expectPurged(article, czechFaq, czechFaqs);
    await expectKept(otherArticle);
    expect(await purgeRecords()).toBe(1);
  });
});
