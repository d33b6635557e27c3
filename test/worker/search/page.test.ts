import { afterEach, describe, expect, it } from 'vitest';
import { forgetAccessToken } from '../../../worker/app-api/token';
import { get, getAnonymous, heading } from '../helpers';
import { armSearchFault, clearFaults, newClient, tokenCookies } from './support';

/** The results page as a browser without JavaScript asks for it: a plain GET of the form's action with `q`. */
const page = (path: string, signedIn = true) =>
  (signedIn ? get : getAnonymous)(path, { 'cf-connecting-ip': newClient(), cookie: 'i18n_redirected=default' });

const links = (html: string) =>
  [...html.matchAll(/<h2 class="search-results__title"><a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, title]) => ({ href, title }));
const status = (html: string) => /<p role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
const field = (html: string) => /<input[^>]*name="q"[^>]*>/.exec(html)?.[0] ?? '';

afterEach(async () => {
  await clearFaults();
  forgetAccessToken();
});

describe('the search screen rendered by the worker (a plain GET, no JavaScript needed)', () => {
  it('/search?q=… lists the results linked by the link table, keeps the query in the field, and pages', async () => {
    const response = await page('/search?q=downloads');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(heading(html)).toBe('Search');
    expect(field(html)).toContain('value="downloads"');
    // The header's form and the page's: plain GET forms to the locale's search screen.
    expect(html.match(/<form[^>]*action="\/search" method="get"/g)).toHaveLength(2);
    expect(status(html)).toBe('13 results for “downloads”');
    const found = links(html);
    expect(found).toHaveLength(10);
    expect(found[0]).toEqual({ href: '/news', title: 'City EV order books open' });
    expect(html).toMatch(
      /<a[^>]*href="\/search\?q=downloads&amp;page=2"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="\/search\?q=downloads&amp;page=2"/,
    );
    // The page's search earned the visitor the worker's token, as the endpoint's would.
    expect(tokenCookies(response)).toHaveLength(1);
  });

  it('/cs/hledani?q=… searches the Czech content and links the Czech pages', async () => {
    const html = await (await page('/cs/hledani?q=standardy&page=1')).text();
    expect(html).toContain('<html lang="cs-CZ"');
    expect(heading(html)).toBe('Hledání');
    expect(field(html)).toContain('value="standardy"');
    expect(status(html)).toMatch(/^\d+ výsledk(y|ů) pro „standardy“$/);
    expect(links(html)).toContainEqual({ href: '/cs/retail-standards-2025', title: 'Prodejní standardy 2025' });
    expect(html).toContain('action="/cs/hledani"');
  });

  it('the second page holds the rest', async () => {
    const html = await (await page('/search?q=downloads&page=2')).text();
    expect(links(html)).toHaveLength(3);
    expect(html).toContain('Page 2 of 2');
  });

  it('says when nothing was found, with a hint', async () => {
    const html = await (await page('/fr_fr/search?q=zzqx')).text();
    expect(status(html)).toBe('Aucun résultat pour «\u00a0zzqx\u00a0».');
    expect(html).toContain('Vérifiez l’orthographe');
    expect(links(html)).toEqual([]);
  });

  it('asks nothing without a query', async () => {
    const response = await page('/search');
    const html = await response.text();
    expect(status(html)).toBe('Enter a word or two to search the site.');
    expect(tokenCookies(response)).toEqual([]);
  });

  it('is open to anonymous visitors (product §1; decision 111: without results) and to signed-in ones; other pages still need sign-in', async () => {
    expect((await page('/da_dk/search?q=retail', false)).status).toBe(200);
    expect((await page('/da_dk/search?q=retail')).status).toBe(200);
    expect((await getAnonymous('/da_dk/news')).status).toBe(302);
  });

  it('shows the query as text, never as markup', async () => {
    const html = await (await page(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)).text();
    expect(html).not.toContain('<img src=x');
    expect(field(html)).toContain('value="&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('says the search is unavailable when the App API fails, without its answer and without a token', async () => {
    await armSearchFault({ mode: 'status', status: 500, count: 2 });
    const response = await page('/search?q=retail');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(status(html)).toBe('Search is not available right now. Please try again later.');
    expect(html).not.toContain('Internal Server Error');
    expect(links(html)).toEqual([]);
    expect(field(html)).toContain('value="retail"');
    expect(tokenCookies(response)).toEqual([]);
  });

  it('a wrong locale segment is no screen: /cs/search answers 404', async () => {
    expect((await page('/cs/search?q=retail', true)).status).toBe(404);
  });
});
