import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { type ContentClient, ContentError } from '../../../app/content/client';
import type { SiteSearch } from '../../../app/search/site-search';
import { contentBusy } from '../../../worker/content/errors';
import { createWorkerContentClient } from '../../../worker/content/content-client';
import { renderPage } from '../../../worker/ssr/render';
import { browserHeaders, heading } from '../helpers';

function request(path: string, headers: Record<string, string> = browserHeaders) {
  return new Request(`https://retail.test${path}`, { headers });
}

/** The catch-all looks pages up by slug across the page types that live at /{slug}, articles among them. */
const isArticleQuery = (query: Record<string, unknown>) =>
  query['system.type'] === 'article' ||
  String(query['system.type[in]'] ?? '')
    .split(',')
    .includes('article');

/** The real content client against the emulator, with test hooks around its item queries. */
function contentClient(around?: (query: Record<string, unknown>) => Promise<void>): ContentClient & { articleQueries: number } {
  const real = createWorkerContentClient(env);
  const client = {
    articleQueries: 0,
    async items(query: Record<string, string | number | boolean | undefined>, options?: { signal?: AbortSignal }) {
      if (isArticleQuery(query)) client.articleQueries += 1;
      await around?.(query);
      return real.items(query, options);
    },
    item: real.item,
  };
  return client;
}

/** No page rendered here searches (the search screen has tests of its own: test/worker/search). */
const unusedSearch: SiteSearch = {
  find: () => Promise.reject(new Error('not searched here')),
};

const render = (path: string, content: ContentClient, headers?: Record<string, string>) =>
  renderPage({ request: request(path, headers), content, search: unusedSearch, basePath: '', nonce: 'n' });

describe('streaming SSR', () => {
  it('sends the document shell and header before a slow loader finishes, then streams its data', async () => {
    // The header navigation (a deferred loader) answers only once the test has received the shell: no timing.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Should the shell wait for the navigation (streaming broken), the gate opens anyway and the test fails below.
    const fallback = setTimeout(() => release(), 10_000);
    let navigationAnswered = false;
    const content = contentClient(async (query) => {
      if (query['system.type'] !== 'header_navigation') return;
      await gate;
      navigationAnswered = true;
    });
    const response = await render('/cs/novinky', content);
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    let shellBeforeNavigation = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += value;
      if (received.includes('<header') && !shellBeforeNavigation) {
        shellBeforeNavigation = !navigationAnswered;
        release();
      }
    }
    clearTimeout(fallback);
    expect(shellBeforeNavigation).toBe(true);
    expect(received).toContain('<head>');
    // The screen's own content is awaited (it decides the status); the content-managed navigation (Czech demo
    // content) arrives after the shell, in the same response.
    expect(received).toContain('Novinky');
    expect(received.indexOf('Udržitelnost')).toBeGreaterThan(received.indexOf('<header'));
  });

  it('navigation and footer at hand render with the page, once: no fallback in the shell to swap later (decision 096)', async () => {
    const html = await (await render('/news', contentClient())).text();
    expect([...html.matchAll(/data-source="(\w+)"/g)].map((match) => match[1])).toEqual(['content', 'content']);
    expect(html).toContain('Sustainability');
    // No Suspense boundary left pending in the shell, hence no streamed swap script.
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('$RC');
  });

  it('a crawler gets the complete page in one piece, navigation included', async () => {
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    const html = await (await render('/news', contentClient(), bot)).text();
    expect(html).toMatch(/<ul[^>]*data-source="content"[^>]*>.*Sustainability/);
  });
});

describe('article catch-all', () => {
  it('renders an article found by its slug in the page language', async () => {
    const response = await render('/cs/green-retail', contentClient());
    expect(response.status).toBe(200);
    expect(heading(await response.text())).toBe('Zelený prodej');
  });

  it('an unknown slug answers the 404 screen', async () => {
    const response = await render('/cs/nic-takoveho', contentClient());
    expect(response.status).toBe(404);
  });

  it('a path that cannot be a slug never reaches the content service for the article', async () => {
    const content = contentClient();
    for (const path of ['/a..b', '/with%20space', '/UPPER', '/trailing-', `/${'x'.repeat(300)}`]) {
      const response = await render(path, content, { 'user-agent': 'curl/8' });
      expect(response.status).toBe(404);
    }
    expect(content.articleQueries).toBe(0);
  });

  it('a failing content service answers the error screen with status 500, without the header or details', async () => {
    const content = contentClient(async (query) => {
      if (isArticleQuery(query)) throw new Error('upstream exploded at secret-host:1234');
    });
    const response = await render('/some-article', content);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(heading(html)).toBe('Something went wrong');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('Back</a>');
    expect(html).not.toContain('secret-host');
  });

  it('a busy content service answers 503 with its Retry-After, and the same generic screen', async () => {
    const content = contentClient(async (query) => {
      if (isArticleQuery(query)) throw contentBusy(1);
    });
    const response = await render('/some-article', content);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    const html = await response.text();
    expect(heading(html)).toBe('Something went wrong');
    expect(html).not.toContain('Too many content requests');
  });

  it('Kontent answering 502 makes the page 502, and a 4xx from Kontent stays a 500 of ours', async () => {
    const failing = (status: number) =>
      contentClient(async (query) => {
        if (isArticleQuery(query)) throw new ContentError('Bad Gateway', status);
      });
    expect((await render('/some-article', failing(502))).status).toBe(502);
    const refused = await render('/some-article', failing(400));
    expect(refused.status).toBe(500);
    expect(refused.headers.get('retry-after')).toBeNull();
  });
});
