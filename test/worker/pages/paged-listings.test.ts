// Downloads, FAQ (decision 126) and contacts (decision 128) paged at a brand's volume: the whole worker, signed in, with Kontent's Delivery
// API answered by the emulator's code serving CONTENT_VOLUME=brand in this isolate (300 files, 500 questions in 22
// categories, 60 contacts, 2,000 news items); sign-in and the App API go to the emulator worker as in every page test.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import brandEmulator from '../../../emulator/index.ts';
import app from '../../../worker/index';
import { cleanUp } from '../content/support';
import { appSessionCookie, browserHeaders, sessionCookie } from '../helpers';

/** The emulator's vars for its Delivery API here (local demo values, docs/emulator.md), serving the brand's volume. */
const brandVars = Object.fromEntries(
  [
    'PREVIEW_API_KEY',
    'SECURE_API_KEY',
    'MANAGEMENT_API_KEY',
    'WEBHOOK_SECRET',
    'OAUTH_CLIENT_ID',
    'OAUTH_CLIENT_SECRET',
    'SESSION_SECRET',
    'PREVIEW_ENTRY_SECRET',
    'RECAPTCHA_SITE_KEY',
    'RECAPTCHA_SECRET_KEY',
  ].map((name) => [name, `local-${name.toLowerCase()}`]),
);

/** Every Delivery query the worker sent, in order. */
const delivery: URLSearchParams[] = [];
const upstream: Fetcher = {
  async fetch(input, init) {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/kontent/delivery/')) return env.EMULATOR!.fetch(request);
    delivery.push(url.searchParams);
    return brandEmulator.fetch(request, { ...brandVars, CONTENT_VOLUME: 'brand' }, createExecutionContext());
  },
  connect: (address, options) => env.EMULATOR!.connect(address, options),
};

async function page(path: string) {
  const cookie = `${await sessionCookie()}; ${await appSessionCookie()}`;
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`https://retail.test${path}`, { headers: { ...browserHeaders, cookie }, redirect: 'manual' }),
    { ...env, EMULATOR: upstream },
    ctx,
  );
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, location: response.headers.get('location'), html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

const count = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].length;
const links = (html: string) => [...html.matchAll(/<a [^>]*>/g)].map((match) => match[0]);
const hrefOf = (tag: string | undefined) => (tag ? /href="([^"]*)"/.exec(tag)?.[1] : undefined);
/** The address of the pagination's previous or next link, whatever the order of its attributes. */
const pager = (html: string, rel: 'prev' | 'next') => hrefOf(links(html).find((tag) => tag.includes(`rel="${rel}"`)));
/** The addresses of the FAQ's topics marked as on the page shown. */
const current = (html: string) =>
  links(html)
    .filter((tag) => tag.includes('faq-contents__link') && tag.includes('aria-current="page"'))
    .map(hrefOf);
const queriesOfType = (type: string) => delivery.filter((query) => query.get('system.type') === type);

// The first request builds the brand's store (a few seconds on a loaded machine) and loads the app.
beforeAll(async () => {
  await page('/downloads');
}, 180_000);

beforeEach(async () => {
  await cleanUp();
  delivery.length = 0;
});

describe('downloads at a brand’s volume', () => {
  it('asks Kontent for the page item without its files, then the page’s 20 files by codename, never the whole type', async () => {
    const { status, html } = await page('/downloads');
    expect(status).toBe(200);
    const [pageItem, ...more] = queriesOfType('downloads_page');
    expect(more).toEqual([]);
    expect(pageItem?.get('depth')).toBe('0');
    const files = queriesOfType('download');
    expect(files).toHaveLength(1);
    expect(files[0]?.get('system.codename[in]')?.split(',')).toHaveLength(20);
    expect(files[0]?.get('elements')).toBe('title,description,file,category');
    expect(files[0]?.get('depth')).toBe('0');
    expect(count(html, /class="downloads__file"/g)).toBe(20);
    expect(html.length).toBeLessThan(300_000);
  });

  it('pages 300 files by 20: first, a middle and the last page link to their neighbours without script', async () => {
    const first = await page('/downloads');
    expect(first.text).toContain('Page 1 of 15');
    expect(pager(first.html, 'next')).toBe('/downloads?page=2');
    expect(pager(first.html, 'prev')).toBeUndefined();
    const middle = await page('/cs/soubory-ke-stazeni?page=7');
    expect(middle.text).toContain('Strana 7 z 15');
    expect(pager(middle.html, 'prev')).toBe('/cs/soubory-ke-stazeni?page=6');
    expect(pager(middle.html, 'next')).toBe('/cs/soubory-ke-stazeni?page=8');
    const last = await page('/downloads?page=15');
    expect(count(last.html, /class="downloads__file"/g)).toBe(20);
    expect(last.text).toContain('Page 15 of 15');
    expect(pager(last.html, 'prev')).toBe('/downloads?page=14');
    expect(pager(last.html, 'next')).toBeUndefined();
    // Every file once: the pages do not overlap.
    const titles = (html: string) => [...html.matchAll(/class="downloads__title"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(titles(first.html).filter((title) => titles(last.html).includes(title))).toEqual([]);
  });

  it('a page past the last is empty with the last pages’ paging, as news does; Kontent is asked nothing for files', async () => {
    const files = await page('/downloads?page=16');
    expect(files.status).toBe(200);
    expect(count(files.html, /class="downloads__file"/g)).toBe(0);
    expect(files.text).toContain('Page 16 of 15');
    expect(pager(files.html, 'prev')).toBe('/downloads?page=15');
    expect(queriesOfType('download')).toEqual([]);
    const news = await page('/news?page=999');
    expect(news.status).toBe(200);
    expect(count(news.html, /class="news-list__title"/g)).toBe(0);
    expect(news.text).toMatch(/Page 999 of 40\d/);
    expect(pager(news.html, 'prev')).toBe('/news?page=998');
  });
});

describe('contacts at a brand’s volume', () => {
  it('asks for the page item without its contacts, then the page’s 20 by codename, the form under every page', async () => {
    const { status, html, text } = await page('/contacts');
    expect(status).toBe(200);
    const [pageItem, ...more] = queriesOfType('contacts_page');
    expect(more).toEqual([]);
    expect(pageItem?.get('depth')).toBe('0');
    const contacts = queriesOfType('contact');
    expect(contacts).toHaveLength(1);
    expect(contacts[0]?.get('system.codename[in]')?.split(',')).toHaveLength(20);
    expect(contacts[0]?.get('elements')).toBe('name,role,email,phone,country,photo');
    expect(count(html, /class="contacts__card"/g)).toBe(20);
    expect(text).toContain('Page 1 of 3');
    expect(pager(html, 'next')).toBe('/contacts?page=2');
    expect(html).toContain('id="contact-form"');
    expect(html.length).toBeLessThan(300_000);
  });

  it('the last page holds the rest, each contact once; a page past it is empty and asks Kontent nothing', async () => {
    const ids = (html: string) => [...html.matchAll(/class="contacts__card" data-kontent-item-id="([^"]+)"/g)].map((match) => match[1]);
    const pages = [await page('/cs/kontakty'), await page('/cs/kontakty?page=2'), await page('/cs/kontakty?page=3')];
    expect(pages[2]?.text).toContain('Strana 3 z 3');
    expect(pager(pages[2]?.html ?? '', 'next')).toBeUndefined();
    const all = pages.flatMap((each) => ids(each.html));
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
    delivery.length = 0;
    const past = await page('/contacts?page=4');
    expect(past.status).toBe(200);
    expect(count(past.html, /class="contacts__card"/g)).toBe(0);
    expect(queriesOfType('contact')).toEqual([]);
  });
});

describe('FAQ at a brand’s volume', () => {
  it('asks for the page and its categories without questions, then this page’s questions by codename', async () => {
    const { status, html } = await page('/faqs');
    expect(status).toBe(200);
    const [pageItem, ...more] = queriesOfType('faq_page');
    expect(more).toEqual([]);
    expect(pageItem?.get('depth')).toBe('1');
    expect(pageItem?.get('elements')?.split(',')).not.toContain('question');
    const questions = queriesOfType('faq_item');
    expect(questions).toHaveLength(1);
    const named = questions[0]?.get('system.codename[in]')?.split(',') ?? [];
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThanOrEqual(25);
    expect(count(html, /<details id="faq-/g)).toBe(named.length);
    expect(html.length).toBeLessThan(300_000);
  });

  it('shows every topic with its page and count, linking to its heading on its page without script', async () => {
    const { html, text } = await page('/fr_fr/faq');
    expect(html).toMatch(/<nav class="faq-contents" aria-labelledby="faq-contents-title">/);
    expect(text).toContain('Thèmes');
    expect(count(html, /class="faq-contents__link/g)).toBe(22);
    // The demo's two categories (6 questions) fill the first page; each generated one of 25 has a page of its own.
    expect(current(html)).toEqual(['/fr_fr/faq#faq-category-portal', '/fr_fr/faq#faq-category-orders']);
    expect(html).toMatch(/href="\/fr_fr\/faq\?page=2#vol-faq-category-0001"/);
    expect(html).toMatch(/href="\/fr_fr\/faq\?page=21#vol-faq-category-0020"/);
    expect(text).toContain('25 questions');
    expect(text).toContain('Page 1 sur 21');
    const second = await page('/fr_fr/faq?page=2');
    expect(second.html).toMatch(/<section id="vol-faq-category-0001"/);
    expect(count(second.html, /<details id="vol-faq-/g)).toBe(25);
    expect(current(second.html)).toEqual(['/fr_fr/faq?page=2#vol-faq-category-0001']);
  });

  // The counts' texts are kept per locale and count in the isolate (decision 140): each locale still gets its own words.
  it("writes the topics' counts in each locale's words, whichever locale the isolate wrote first", async () => {
    const counts = async (path: string) => [...(await page(path)).html.matchAll(/class="faq-contents__count">([^<]*)</g)].map((match) => match[1]);
    // The generated categories hold 25 questions each, the last 19; the demo's two, 3 each.
    const expected = (word: string, few = word) => [`3 ${few}`, `3 ${few}`, ...Array(19).fill(`25 ${word}`), `19 ${word}`];
    for (const [path, words] of [
      ['/faqs', expected('questions')],
      ['/cs/faqs', expected('otázek', 'otázky')],
      ['/da_dk/faq', expected('spørgsmål')],
      ['/faqs', expected('questions')],
      ['/cs/faqs', expected('otázek', 'otázky')],
    ] as const) {
      expect(await counts(path)).toEqual(words);
    }
  });

  it('the last page links back, and a page past it is empty, as news does', async () => {
    const last = await page('/cs/faqs?page=21');
    expect(last.text).toContain('Strana 21 z 21');
    expect(pager(last.html, 'prev')).toBe('/cs/faqs?page=20');
    expect(pager(last.html, 'next')).toBeUndefined();
    const beyond = await page('/faqs?page=22');
    expect(beyond.status).toBe(200);
    expect(count(beyond.html, /<details id="/g)).toBe(0);
    expect(beyond.text).toContain('Page 22 of 21');
    expect(queriesOfType('faq_item')).toHaveLength(1);
  });
});

describe('hostile page parameters', () => {
  it.each([
    ['/downloads?page=abc', '/downloads?page=1'],
    ['/downloads?page=-3', '/downloads?page=1'],
    ['/faqs?page=0', '/faqs?page=1'],
    ['/faqs?page=2.5', '/faqs?page=2'],
    ['/downloads?page=99999999999', '/downloads?page=1000'],
    ['/faqs?page=%3Cscript%3E', '/faqs?page=1'],
  ])('%s goes once to its plain form %s, as news does', async (path, location) => {
    const response = await page(path);
    expect(response.status).toBe(307);
    expect(response.location).toBe(location);
  });

  it.each(['/downloads', '/faqs', '/news'])('%s with a repeated page parameter goes to the first page', async (path) => {
    const response = await page(`${path}?page=2&page=3`);
    expect(response.status).toBe(307);
    expect(response.location).toBe(`${path}?page=1`);
  });

  it('a page far past the last asks Kontent for no files and no questions', async () => {
    await page('/downloads?page=1000');
    await page('/faqs?page=1000');
    expect(queriesOfType('download')).toEqual([]);
    expect(queriesOfType('faq_item')).toEqual([]);
    // Nor through their page items: the downloads page without its files, the FAQ's categories without questions.
    expect(queriesOfType('downloads_page').map((query) => query.get('depth'))).toEqual(['0']);
    expect(queriesOfType('faq_page').map((query) => query.get('elements')?.split(',').includes('question'))).toEqual([false]);
  });
});
