import { describe, expect, it } from 'vitest';
import type { ContentClient, NavigationItem } from '../../../client/content/client';
import { renderPage } from '../../../worker/ssr/render';
import { browserHeaders, heading } from '../helpers';

function request(path: string, headers: Record<string, string> = browserHeaders) {
  return new Request(`https://retail.test${path}`, { headers });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function contentClient(overrides: Partial<ContentClient>): ContentClient {
  return { findArticle: async () => null, headerNavigation: async () => [], ...overrides };
}

describe('streaming SSR', () => {
  it('sends the document shell and header before a slow loader finishes, then streams its data', async () => {
    const slowNavigation: NavigationItem[] = [{ title: 'Slow section', href: '/news', children: [] }];
    const content = contentClient({
      headerNavigation: async () => {
        await delay(600);
        return slowNavigation;
      },
    });
    const started = Date.now();
    const response = await renderPage({ request: request('/news'), content, basePath: '', nonce: 'n' });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    let shellAt = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += value;
      if (!shellAt && received.includes('<header')) shellAt = Date.now() - started;
    }
    const finishedAt = Date.now() - started;
    expect(received).toContain('<head>');
    expect(shellAt).toBeGreaterThan(0);
    expect(shellAt).toBeLessThan(400);
    expect(finishedAt).toBeGreaterThanOrEqual(550);
    // The streamed navigation arrives after the shell, in the same response.
    expect(received.indexOf('Slow section')).toBeGreaterThan(received.indexOf('<header'));
  });

  it('a crawler gets the complete page in one piece, navigation included', async () => {
    const content = contentClient({
      headerNavigation: async () => {
        await delay(100);
        return [{ title: 'Crawled section', href: '/news', children: [] }];
      },
    });
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    const response = await renderPage({ request: request('/news', bot), content, basePath: '', nonce: 'n' });
    const html = await response.text();
    expect(html).toMatch(/<ul data-source="content">.*Crawled section/);
  });
});

describe('article catch-all', () => {
  it('renders an article found by its slug in the page language', async () => {
    const asked: Array<[string, string]> = [];
    const content = contentClient({
      findArticle: async (language, slug) => {
        asked.push([language, slug]);
        return { codename: 'network_update', title: 'Network update', slug };
      },
    });
    const response = await renderPage({ request: request('/en_ie/network-update'), content, basePath: '', nonce: 'n' });
    expect(response.status).toBe(200);
    expect(heading(await response.text())).toBe('Network update');
    expect(asked).toEqual([['en_ie', 'network-update']]);
  });

  it('an unknown slug answers the 404 screen', async () => {
    const response = await renderPage({ request: request('/cs/nic-takoveho'), content: contentClient({}), basePath: '', nonce: 'n' });
    expect(response.status).toBe(404);
  });

  it('a path that cannot be a slug never reaches the content service', async () => {
    let calls = 0;
    const content = contentClient({
      findArticle: async () => {
        calls += 1;
        return null;
      },
    });
    for (const path of ['/a..b', '/with%20space', '/UPPER', '/trailing-', `/${'x'.repeat(300)}`]) {
      const response = await renderPage({ request: request(path), content, basePath: '', nonce: 'n' });
      expect(response.status).toBe(404);
    }
    expect(calls).toBe(0);
  });

  it('a failing content service answers the error screen with status 500, without the header or details', async () => {
    const content = contentClient({
      findArticle: async () => {
        throw new Error('upstream exploded at secret-host:1234');
      },
    });
    const response = await renderPage({ request: request('/some-article'), content, basePath: '', nonce: 'n' });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(heading(html)).toBe('Something went wrong');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('Zpět');
    expect(html).not.toContain('secret-host');
  });
});
