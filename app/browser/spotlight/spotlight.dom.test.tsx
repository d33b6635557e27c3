import type { Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiSiteSearch } from '../search-client';
import { createProxyContentClient } from '../proxy-client';
import { createI18n } from '../../i18n/setup';
import type { LocaleCode } from '../../i18n/locales';
import { createRouter } from '../../router';

const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/messages.po');
const loadCatalog = async (code: LocaleCode) => (await catalogs[`../../../locales/${code}/messages.po`]!()).messages;

/** The proxy's answer to any query: nothing published, which every loader handles. */
const emptyItems = { items: [], modular_content: {}, pagination: { skip: 0, limit: 0, count: 0, next_page: '' } };

/** The app's router in the browser with its real routes and loaders, over a proxy client whose requests are recorded. */
async function loadPage(href: string) {
  const requested: URL[] = [];
  const fetcher: typeof fetch = async (input) => {
    requested.push(new URL(String(input), 'https://retail.test'));
    return new Response(JSON.stringify(emptyItems), { headers: { 'content-type': 'application/json' } });
  };
  window.history.replaceState(null, '', href);
  const router = createRouter({
    context: {
      i18n: createI18n(),
      loadCatalog,
      content: createProxyContentClient(fetcher),
      search: createApiSiteSearch(fetcher, ''),
      buildId: 'test',
      siteUrl: 'https://retail.test',
    },
  });
  await router.load();
  // The default layout defers the header navigation and the footer: let their requests go out.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { requested, router };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the browser content client in Web Spotlight mode', () => {
  it('appends web-spotlight=true to every proxy request of a page in that mode, and keeps the query otherwise', async () => {
    const { requested } = await loadPage('/news?web-spotlight=true');
    expect(requested.length).toBeGreaterThan(1);
    for (const url of requested) {
      expect(url.pathname).toMatch(/^\/nuxt-api\/kontent-proxy\/items/);
      expect(url.searchParams.getAll('web-spotlight')).toEqual(['true']);
    }
    // The header navigation query of product §7 is the same query, plus the mode.
    expect(requested.some((url) => url.searchParams.get('system.type') === 'header_navigation' && url.searchParams.get('limit') === '1')).toBe(true);
  });

  it('keeps appending it after an in-app navigation within the mode', async () => {
    const { requested, router } = await loadPage('/news?web-spotlight');
    requested.length = 0;
    await router.navigate({ href: '/contacts?web-spotlight=true' });
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((url) => url.searchParams.get('web-spotlight') === 'true')).toBe(true);
  });

  it('sends no web-spotlight parameter outside the mode (absent, false or garbage)', async () => {
    for (const href of ['/news', '/news?web-spotlight=false', '/news?web-spotlight=banana']) {
      const { requested } = await loadPage(href);
      expect(requested.length, href).toBeGreaterThan(0);
      expect(
        requested.filter((url) => url.searchParams.has('web-spotlight')),
        href,
      ).toEqual([]);
    }
  });
});

describe('createProxyContentClient', () => {
  it('adds the mode to item requests too, only when asked', async () => {
    const requested: string[] = [];
    const client = createProxyContentClient(async (input) => {
      requested.push(String(input));
      return new Response(JSON.stringify({ item: {}, modular_content: {} }));
    });
    await client.item('home', { language: 'cs' }, { spotlight: true });
    await client.item('home', { language: 'cs' });
    expect(requested).toEqual([
      '/nuxt-api/kontent-proxy/items/home?language=cs&web-spotlight=true',
      '/nuxt-api/kontent-proxy/items/home?language=cs',
    ]);
  });
});
