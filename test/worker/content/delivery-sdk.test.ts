import { exports } from 'cloudflare:workers';
import { createDeliveryClient, DeliveryError, type IDeliveryClientProxyConfig } from '@kontent-ai/delivery-sdk';
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

const environmentId = '00000000-0000-4000-8000-000000000001';

/** The SDK with the given fetch, pointed at the proxy by a URL resolver or, as Kontent documents it, by a base URL. */
const deliveryClient = (fetcher: typeof fetch, proxy: IDeliveryClientProxyConfig, environment = environmentId) =>
  createDeliveryClient({
    environmentId: environment,
    proxy,
    retryStrategy: { maxAttempts: 0 },
    httpService: new HttpService({
      logErrorsToConsole: false,
      axiosRequestConfig: { adapter: 'fetch', env: { fetch: fetcher } },
    }),
  });

const client = deliveryClient(withSession, {
  advancedProxyUrlResolver: (data) => `https://retail.test/nuxt-api/kontent-proxy${data.action}${data.queryString}`,
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

/** Every URL the SDK asked, as it asked it. */
const asked: string[] = [];
const recordingSession: typeof fetch = (input, init) => {
  asked.push(new Request(input, init).url);
  return withSession(input, init);
};
const proxyBase = 'https://retail.test/nuxt-api/kontent-proxy';

describe("the delivery SDK given the proxy as its base URL (Kontent's own paths, /{environment id}/…)", () => {
  const byBaseUrl = deliveryClient(recordingSession, { baseUrl: proxyBase });

  it('lists items page by page, each next page at the URL pagination.next_page names', async () => {
    asked.length = 0;
    const all = await byBaseUrl.items().type('article').languageParameter('en').limitParameter(3).toAllPromise();
    expect(all.responses.length).toBeGreaterThan(2);
    const codenames = all.data.items.map((item) => item.system.codename);
    expect(new Set(codenames).size).toBe(codenames.length);
    const everyArticle = await byBaseUrl.items().type('article').languageParameter('en').toPromise();
    expect(codenames.toSorted()).toEqual(everyArticle.data.items.map((item) => item.system.codename).toSorted());
    // Each page's next_page is an absolute URL of the proxy, with the environment id where Kontent has it, and the
    // SDK asked exactly that URL for the following page.
    const nextPages = all.responses.map((response) => response.data.pagination.nextPage);
    expect(nextPages.at(-1)).toBe('');
    for (const next of nextPages.slice(0, -1)) expect(next.startsWith(`${proxyBase}/${environmentId}/items?`)).toBe(true);
    expect(asked[0]?.startsWith(`${proxyBase}/${environmentId}/items?`)).toBe(true);
    expect(asked.slice(1, all.responses.length)).toEqual(nextPages.slice(0, -1));
  });

  it('pages items-feed by X-Continuation, and reads an item, types and taxonomies', async () => {
    const feed = await byBaseUrl.itemsFeed().languageParameter('en').toAllPromise();
    expect(feed.responses.length).toBeGreaterThan(1);
    expect(feed.data.items.length).toBeGreaterThan(50);
    const item = await byBaseUrl.item('article_green_retail').languageParameter('fr_fr').toPromise();
    expect(item.data.item.elements.title?.value).toBe('Vente responsable');
    expect(item.hasStaleContent).toBe(false);
    const types = await byBaseUrl.types().limitParameter(3).toAllPromise();
    expect(types.data.items.length).toBeGreaterThan(5);
    expect((await byBaseUrl.type('article').toPromise()).data.type.system.codename).toBe('article');
    expect((await byBaseUrl.taxonomies().toPromise()).data.items.length).toBeGreaterThan(0);
  });

  it("answers another environment's id as Kontent does: 404, environment not found", async () => {
    const error = await deliveryClient(withSession, { baseUrl: proxyBase }, '00000000-0000-4000-8000-0000000000ff')
      .items()
      .toPromise()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ errorCode: 105, message: expect.stringContaining('0000000000ff') });
  });

  it('is refused without a visitor session (decision 111)', async () => {
    const signedOut = deliveryClient((input, init) => exports.default.fetch(new Request(input, init)), { baseUrl: proxyBase });
    const error = await signedOut
      .items()
      .toPromise()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ message: 'Sign in to read content.' });
  });
});
