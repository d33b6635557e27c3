import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetAccessToken } from '../../../worker/app-api/token';
import { browserHeaders, get, getAnonymous } from '../helpers';
import { anonymousSearchApi, newClient, searchApi, tokenCookies } from './support';

/**
 * Search by audience (decision 111): a signed-out visitor's search, through every door a browser has, carries none of
 * the protected pages' words: no titles, no snippets, no names, e-mail addresses or phone numbers, no count. The
 * query `brand.example` matches the demo contacts, whose snippets hold exactly those.
 */
const query = 'brand.example';
const protectedWords = ['@brand.example', 'retail.standards', '+420', '+33', 'Nováková', 'Dvořák', 'Claire Martin'];

const expectNothingProtected = (text: string) => {
  for (const word of protectedWords) expect(text, word).not.toContain(word);
};
const resultTitles = (html: string) => [...html.matchAll(/<h2 class="search-results__title">/g)].length;
const status = (html: string) => /<p role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
const signInLink = (html: string) => /<a[^>]*class="button search-results__sign-in"[^>]*>/.exec(html)?.[0];

afterEach(() => forgetAccessToken());

describe('a signed-out search finds nothing protected (decision 111)', () => {
  it.each([
    ['the results page', `/search?q=${query}`],
    ['a later page', `/search?q=${query}&page=2`],
    ['the Czech results page', `/cs/hledani?q=${query}`],
  ])('%s: no result, a sign-in prompt that comes back to the search, and no App API token', async (_, path) => {
    const response = await getAnonymous(path, { 'cf-connecting-ip': newClient(), cookie: 'i18n_redirected=default' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expectNothingProtected(html);
    expect(resultTitles(html)).toBe(0);
    expect(status(html)).not.toMatch(/\d+ results?/);
    const link = signInLink(html) ?? '';
    expect(link).toContain(`backlink=${encodeURIComponent(path.split('&')[0]!)}`);
    expect(tokenCookies(response)).toEqual([]);
  });

  it('a form posted to the results page without JavaScript renders it with nothing protected either', async () => {
    const response = await exports.default.fetch(
      new Request(`https://retail.test/search?q=${query}`, {
        method: 'POST',
        headers: { ...browserHeaders, 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': newClient() },
        body: new URLSearchParams({ _form: 'newsletter', email: 'someone@example.com' }),
        redirect: 'manual',
      }),
    );
    const html = await response.text();
    expectNothingProtected(html);
    expect(resultTitles(html)).toBe(0);
  });

  it('GET /api/search answers 401 in JSON, with no result and no token', async () => {
    const response = await anonymousSearchApi(`?q=${query}&language=en`, newClient());
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: 'Unauthorized', message: 'Sign in to search.' });
    expectNothingProtected(body);
    expect(tokenCookies(response)).toEqual([]);
  });

  it('a signed-in search just before changes nothing for the next signed-out one (no answer kept across audiences)', async () => {
    const signedIn = await (await get(`/search?q=${query}`, { 'cf-connecting-ip': newClient() })).text();
    expect(resultTitles(signedIn)).toBeGreaterThan(0);
    const signedOut = await (await getAnonymous(`/search?q=${query}`, { 'cf-connecting-ip': newClient() })).text();
    expectNothingProtected(signedOut);
  });
});

describe('a signed-in retailer keeps the results with their snippets', () => {
  it('on the results page', async () => {
    const response = await get(`/search?q=${query}`, { 'cf-connecting-ip': newClient() });
    const html = await response.text();
    expect(resultTitles(html)).toBeGreaterThan(0);
    expect(html).toContain('@brand.example');
    expect(signInLink(html)).toBeUndefined();
  });

  it('from GET /api/search with the visitor session', async () => {
    const response = await searchApi(`?q=${query}&language=en`, newClient());
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { results: { snippet: string }[] };
    expect(answer.results.some((result) => result.snippet.includes('@brand.example'))).toBe(true);
  });
});
