import { exports } from 'cloudflare:workers';
import { createDeliveryClient, DeliveryError } from '@kontent-ai/delivery-sdk';
import { HttpService } from '@kontent-ai/core-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { appSessionCookie } from '../helpers';
import { cleanUp } from './support';

afterEach(cleanUp);

/**
 * The Kontent delivery SDK as a browser would use it: every request to the same-origin proxy, no key, the signed-in
 * visitor's cookies going along as a browser sends them.
 */
const withSession = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  request.headers.set('cookie', await appSessionCookie());
  return exports.default.fetch(request);
};

const client = createDeliveryClient({
  environmentId: '00000000-0000-4000-8000-000000000001',
  proxy: { advancedProxyUrlResolver: (data) => `https://retail.test/nuxt-api/kontent-proxy${data.action}${data.queryString}` },
  retryStrategy: { maxAttempts: 0 },
  httpService: new HttpService({
    logErrorsToConsole: false,
    axiosRequestConfig: { adapter: 'fetch', env: { fetch: withSession } },
  }),
});

describe('the delivery SDK pointed at the proxy', () => {
  it('reads items, one item, types, taxonomies and languages unchanged', async () => {
    const items = await client
      .items()
      .type('article')
      .languageParameter('cs')
      .limitParameter(2)
      .orderByDescending('system.last_modified')
      .toPromise();
    expect(items.data.items).toHaveLength(2);
    expect(items.data.items[0]?.system.language).toBe('cs');
    const item = await client.item('article_green_retail').languageParameter('fr_fr').depthParameter(1).toPromise();
    expect(item.data.item.elements.title?.value).toBe('Vente responsable');
    expect((await client.types().toPromise()).data.items.length).toBeGreaterThan(5);
    expect((await client.taxonomies().toPromise()).data.items.length).toBeGreaterThan(0);
    expect((await client.languages().toPromise()).data.items.map((language) => language.system.codename)).toContain('bg_bg');
  });

  it('pages through every item with items-feed (X-Continuation)', async () => {
    const feed = await client.itemsFeed().languageParameter('en').toAllPromise();
    expect(feed.responses.length).toBeGreaterThan(1);
    expect(feed.data.items.length).toBeGreaterThan(50);
  });

  it('gets Kontent errors with their fields', async () => {
    const error = await client
      .item('no_such_item')
      .toPromise()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ errorCode: 100, requestId: expect.any(String) });
  });
});
