import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

/** The content proxy requests the page makes from now on. */
function proxyRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/nuxt-api/kontent-proxy/')) seen.push(url);
  });
  return seen;
}

// product §7 and decision 025: after hydration, every content request of a page in Web Spotlight mode says so.
test('in Web Spotlight mode, in-app navigations keep the mode and tell the content proxy', async ({ page }) => {
  await page.goto('/news?web-spotlight=true');
  await hydrated(page);
  const requests = proxyRequests(page);
  // A link without the parameter: the spotlight guard keeps it, for the hover's preload as for the click (the
  // preload's rule: app/browser/guards/runner.test.ts). Whether the preload's calls come before the click's depends on
  // how fast the hover's chunks load; either way every call is checked below.
  const downloads = page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Downloads' });
  await downloads.hover();
  await downloads.click();
  await expect(page).toHaveURL(/\/downloads\?web-spotlight=true$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  // The destination's own content query went through the proxy, in the mode.
  expect(requests.some((url) => url.searchParams.get('system.type') === 'downloads_page')).toBe(true);
  expect(requests.map((url) => url.searchParams.get('web-spotlight'))).toEqual(requests.map(() => 'true'));
});

test('outside the mode, the content proxy is not told anything', async ({ page }) => {
  await page.goto('/news');
  await hydrated(page);
  const requests = proxyRequests(page);
  await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  expect(requests.some((url) => url.searchParams.get('system.type') === 'downloads_page')).toBe(true);
  expect(requests.filter((url) => url.searchParams.has('web-spotlight'))).toEqual([]);
});
