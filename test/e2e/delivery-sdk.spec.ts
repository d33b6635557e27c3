import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { signedOut } from './sessions';

/**
 * Kontent's own delivery SDK in the browser, pointed at the proxy as Kontent documents it (`proxy.baseUrl`), with the
 * visitor's cookies going along as the browser sends them (decision 117; the same SDK in workerd:
 * test/worker/content/delivery-sdk.test.ts). The SDK is not part of the site: its published browser bundle is put
 * into a page of the site, as another team's script on the same origin would run. The page's CSP admits only the
 * site's own scripts, so the test context bypasses it.
 */
const bundle = createRequire(import.meta.url).resolve('@kontent-ai/delivery-sdk/dist/bundles/kontent-delivery.umd.min.js');
const environmentId = '00000000-0000-4000-8000-000000000001';

test.use({ bypassCSP: true });

async function withSdk(page: Page) {
  await page.goto('/healthz');
  await page.addScriptTag({ path: bundle });
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { kontentDelivery?: unknown }).kontentDelivery)).toBe('object');
}

test('reads items page by page, an item and its types through the proxy, signed in', async ({ page }) => {
  await withSdk(page);
  const result = await page.evaluate(async (environmentId) => {
    type Sdk = typeof import('@kontent-ai/delivery-sdk');
    const { createDeliveryClient } = (window as unknown as { kontentDelivery: Sdk }).kontentDelivery;
    const client = createDeliveryClient({ environmentId, proxy: { baseUrl: `${location.origin}/nuxt-api/kontent-proxy` } });
    const pages = await client.items().type('article').languageParameter('en').limitParameter(3).toAllPromise();
    const all = await client.items().type('article').languageParameter('en').toPromise();
    const item = await client.item('article_green_retail').languageParameter('fr_fr').toPromise();
    const feed = await client.itemsFeed().languageParameter('en').toAllPromise();
    const types = await client.types().toPromise();
    return {
      pages: pages.responses.length,
      paged: pages.data.items.map((entry) => entry.system.codename).toSorted(),
      all: all.data.items.map((entry) => entry.system.codename).toSorted(),
      nextPages: pages.responses.map((response) => response.data.pagination.nextPage),
      title: item.data.item.elements.title?.value,
      feedPages: feed.responses.length,
      feedItems: feed.data.items.length,
      types: types.data.items.length,
    };
  }, environmentId);
  expect(result.pages).toBeGreaterThan(2);
  expect(result.paged).toEqual(result.all);
  // Each next page is an absolute URL of the same-origin proxy, in Kontent's path shape.
  for (const next of result.nextPages.slice(0, -1)) expect(next).toMatch(new RegExp(`/nuxt-api/kontent-proxy/${environmentId}/items\\?`));
  expect(result.nextPages.at(-1)).toBe('');
  expect(result.title).toBe('Vente responsable');
  expect(result.feedPages).toBeGreaterThan(1);
  expect(result.feedItems).toBeGreaterThan(50);
  expect(result.types).toBeGreaterThan(5);
});

test.describe('signed out', () => {
  test.use({ storageState: signedOut });

  test('gets Kontent-shaped refusals the SDK reads, and no content', async ({ page }) => {
    await withSdk(page);
    const error = await page.evaluate(async (environmentId) => {
      type Sdk = typeof import('@kontent-ai/delivery-sdk');
      const { createDeliveryClient, DeliveryError } = (window as unknown as { kontentDelivery: Sdk }).kontentDelivery;
      const client = createDeliveryClient({
        environmentId,
        proxy: { baseUrl: `${location.origin}/nuxt-api/kontent-proxy` },
        retryStrategy: { maxAttempts: 0 },
      });
      return client
        .items()
        .toPromise()
        .then(
          () => null,
          (e: { message?: string; errorCode?: number }) => ({ delivery: e instanceof DeliveryError, message: e.message, errorCode: e.errorCode }),
        );
    }, environmentId);
    // The SDK's own error type, with Kontent's fields, as for any refusal of Kontent's.
    expect(error).toEqual({ delivery: true, message: 'Sign in to read content.', errorCode: 6 });
  });
});
