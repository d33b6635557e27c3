import { describe, expect, it } from 'vitest';
import { get, heading } from '../helpers';

describe('error screen', () => {
  it('an unmatched route answers 404 with the translated title, description and message', async () => {
    const response = await get('/cs/neexistuje');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="cs-CZ"');
    expect(heading(html)).toBe('Stránka nenalezena');
    expect(html).toContain('Stránka, kterou hledáte, neexistuje nebo byla přesunuta.');
    expect(html).toContain('Page not found: /cs/neexistuje');
    // 404 keeps the header and the back button (common back text) to the locale's home.
    expect(html).toContain('<header');
    expect(html).toMatch(/<a class="button[^"]*" href="\/cs"[^>]*>Zpět<\/a>/);
  });

  it('the default locale 404 is in English', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(heading(html)).toBe('Page not found');
    expect(html).toContain('Page not found: /no-such-page');
  });

  it.each([
    ['/no-such-page', '© 2025 Brand Retail Network. All rights reserved.'],
    ['/cs/neexistuje/vubec', '© 2025 Brand Retail Network. Všechna práva vyhrazena.'],
    ['/news/no-such-article', '© 2025 Brand Retail Network. All rights reserved.'],
  ])('%s shows the site footer from content, not the fallback footer', async (path, copyright) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    // The footer streams in after the shell: the last footer in the document is the one the browser shows.
    const sources = [...html.matchAll(/class="footer__links" data-source="(\w+)"/g)].map((match) => match[1]);
    expect(sources.at(-1)).toBe('content');
    expect(html).toContain(copyright);
  });

  it.each([
    ['encoded junk', '/%E0%A4%A'],
    ['encoded dot segments', '/%2e%2e/%2e%2e/etc/passwd'],
    ['control characters', '/%00%01%1b'],
    ['upper-case slug', '/Some-Article'],
  ])('%s answers the 404 page, never a 500 or a stack trace', async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html.toLowerCase()).toContain('page not found');
    expect(html).not.toMatch(/at .*\.(js|ts):\d+/);
    expect(html).not.toContain('Error:');
  });

  it.each([
    ['a path of 8 KB', `/${'a'.repeat(8192)}`],
    ['a nested path of 8 KB', `/cs/${'segment/'.repeat(1024)}end`],
  ])('%s answers the 414 page: longer than any page of the site, never a 500 or a stack trace', async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Address too long');
    expect(html).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});

describe('search parameters', () => {
  it.each([
    '/news?web-spotlight=banana',
    '/login?backlink=123',
    '/login?url=1&url=2&backlink=a&backlink=b',
    '/login?url=%7B%22a%22%3A1%7D',
    '/cs/kontakty?ksl-enabled=%5B%5D&web-spotlight=',
  ])('%s renders its page (coerced or dropped), never a 500', async (path) => {
    // The login page is seen signed out; the login guard may first add the provider's URL (302).
    const as = { user: path.startsWith('/login') ? null : undefined };
    let response = await get(path, {}, as);
    for (let hops = 0; hops < 2 && (response.status === 307 || response.status === 302); hops++) {
      // TanStack canonicalises a query it had to coerce; the canonical URL must then render.
      const next = new URL(response.headers.get('location') ?? '/', 'https://retail.test');
      response = await get(next.pathname + next.search, {}, as);
    }
    expect(response.status).toBe(200);
    expect(heading(await response.text())).toBeTruthy();
  });
});
