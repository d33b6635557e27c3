import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENVIRONMENT_ID } from '../../../emulator/constants';
import { cleanUp } from '../content/support';
import { get, getAnonymous, heading } from '../helpers';

/** One block the site cannot read does not take its page down (decision 108). */
async function manage(path: string, init: RequestInit = {}): Promise<Response> {
  return env.EMULATOR!.fetch(`https://emulator.local/kontent/management/v2/projects/${ENVIRONMENT_ID}${path}`, {
    ...init,
    headers: { authorization: 'Bearer emulator-management-api-key', 'content-type': 'application/json' },
  });
}

/** Saves new values for the article's elements, as an editor would in Kontent, and publishes them unless a draft. */
async function save(codename: string, elements: Record<string, unknown>, publish = true): Promise<void> {
  const variant = `/items/codename/${codename}/variants/codename/en`;
  const body = JSON.stringify({ elements: Object.entries(elements).map(([element, value]) => ({ element: { codename: element }, value })) });
  const saved = await manage(variant, { method: 'PUT', body });
  expect(saved.status, await saved.clone().text()).toBe(200);
  if (publish) expect((await manage(`${variant}/publish`, { method: 'PUT' })).status).toBe(200);
}
const publishBody = (codename: string, html: string) => save(codename, { body: html });

/** An editor's preview session, entered as Kontent's preview URL does (decision 075). */
async function previewSession(): Promise<string> {
  const entered = await getAnonymous('/api/preview/enter?secret=local-preview-entry-secret&path=/retail-standards-2025');
  expect(entered.status).toBe(302);
  return entered.headers.get('set-cookie')!.split(';')[0]!;
}

/** The editor's notices on a page (decision 123). */
const notices = (html: string) => html.match(/<div class="content-problem"[\s\S]*?<\/div>/g) ?? [];

beforeAll(async () => {
  await get('/');
}, 120_000);
afterEach(cleanUp);

describe('a rich text the site cannot parse', () => {
  it('leaves the rest of its page: the article answers 200 with its title and summary, without the body', async () => {
    await publishBody('article_retail_standards', '<p>Readable start</p><marquee>no such element</marquee>');
    const response = await get('/retail-standards-2025');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(heading(html)).toBe('Retail standards 2025');
    expect(html).toContain('The updated standards for showrooms, customer reception and handover.');
    expect(html).not.toContain('Readable start');
    expect(html).not.toContain('Something went wrong');
  });

  it('while a readable body still shows', async () => {
    await publishBody('article_retail_standards', '<p>Readable body</p>');
    const html = await (await get('/retail-standards-2025')).text();
    expect(html).toContain('<p>Readable body</p>');
  });
});

describe("what an editor's preview shows in place of what the site leaves out (decision 123)", () => {
  it('a rich text that cannot be parsed: a notice naming the item, the element and why, in place of the body', async () => {
    await save('article_retail_standards', { body: '<p>Draft start</p><marquee>no such element</marquee>' }, false);
    const cookie = await previewSession();
    const response = await getAnonymous('/retail-standards-2025', { cookie });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(heading(html)).toBe('Retail standards 2025');
    const [notice, ...others] = notices(html);
    expect(others).toEqual([]);
    expect(notice).toContain('Not shown to retailers');
    expect(notice).toContain('This rich text could not be read');
    expect(notice).toContain('<code>article_retail_standards</code>');
    expect(notice).toContain('<code>body</code>');
    // In the body element's place, so a click on it edits the body.
    expect(html).toMatch(/data-kontent-element-codename="body"[^>]*>(?:<!--\$-->)?<div class="content-problem"/);
  });

  it('retailers never see a notice: the published page leaves the body out, as before', async () => {
    await publishBody('article_retail_standards', '<p>Readable start</p><marquee>no such element</marquee>');
    const html = await (await get('/retail-standards-2025')).text();
    expect(notices(html)).toEqual([]);
    expect(html).not.toContain('Not shown to retailers');
    expect(html).not.toContain('marquee');
    // Nor in the page's data: the stand-in is made in preview only.
    expect(html).toContain('Retail standards 2025');
    expect(html).not.toMatch(/kind[\\"]*:[\\"]*problem/);
  });

  it('an inserted item that does not exist in the answer: a notice where it was inserted', async () => {
    await save(
      'article_retail_standards',
      {
        body: '<p>Before</p><object type="application/kenticocloud" data-type="item" data-rel="link" data-codename="article_green_retail"></object>',
      },
      false,
    );
    // The linked article is archived in preview: Kontent's answer no longer carries it.
    const archived = await manage('/items/codename/article_green_retail/variants/codename/en/unpublish-and-archive', { method: 'PUT' });
    expect(archived.status).toBe(200);
    const html = await (await getAnonymous('/retail-standards-2025', { cookie: await previewSession() })).text();
    expect(html).toContain('<p>Before</p>');
    const [notice] = notices(html);
    expect(notice).toContain('The inserted content item was not found');
    expect(notice).toContain('<code>article_green_retail</code>');
  });
});

describe('an image whose dimensions Kontent could not read (product §8, decision 123)', () => {
  it('is shown in a frame of reserved size, fitted inside, and logged', async () => {
    await save('article_retail_standards', { image: [{ codename: 'dealer-event.svg' }] });
    const warn = vi.spyOn(console, 'warn');
    const html = await (await get('/retail-standards-2025')).text();
    expect(warn).toHaveBeenCalledWith('Image metadata could not be read', expect.stringContaining('dealer-event.svg'));
    warn.mockRestore();
    const image = html.match(/<img[^>]*class="article__image[^"]*"[^>]*>/)?.[0] ?? '';
    expect(image).toContain('content-image--fitted');
    // width and height reserve the frame (3:2 at the reading column's 800 px), so the text below never moves.
    expect(image).toMatch(/width="800"/);
    expect(image).toMatch(/height="533"/);
    expect(image).toContain('dealer-event.svg');
  });
});
