import { describe, expect, it } from 'vitest';
import { get } from '../helpers';

/** hreflang → href of the document's alternate links, in document order. */
function alternates(html: string): Array<[string, string]> {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map((tag) => [
    /hreflang="([^"]+)"/i.exec(tag[0])?.[1] ?? '',
    /href="([^"]+)"/.exec(tag[0])?.[1] ?? '',
  ]);
}

/** Search engines and Lighthouse want absolute hreflang URLs: the request's origin (and the base path, if any). */
const site = 'https://retail.test';

describe('hreflang alternates', () => {
  it('list the screen in every locale variant with its localized path, and x-default', async () => {
    const html = await (await get('/cs/kontakty')).text();
    expect(alternates(html)).toEqual([
      ['en', `${site}/contacts`],
      ['en-GB', `${site}/en/contacts`],
      ['cs-CZ', `${site}/cs/kontakty`],
      ['en-IE', `${site}/en_ie/contacts`],
      ['fr-FR', `${site}/fr_fr/contacts`],
      ['da-DK', `${site}/da_dk/contacts`],
      ['ro-RO', `${site}/ro_ro/contacts`],
      ['bg-BG', `${site}/bg_bg/contacts`],
      ['x-default', `${site}/contacts`],
    ]);
  });

  it('keep an article slug and the per-locale FAQ path', async () => {
    const article = alternates(await (await get('/cs/green-retail')).text());
    expect(article).toContainEqual(['fr-FR', `${site}/fr_fr/green-retail`]);
    expect(article).toContainEqual(['x-default', `${site}/green-retail`]);
    const faq = alternates(await (await get('/faqs')).text());
    expect(faq).toContainEqual(['cs-CZ', `${site}/cs/faqs`]);
    expect(faq).toContainEqual(['da-DK', `${site}/da_dk/faq`]);
  });

  it('are left out of not-found pages', async () => {
    const response = await get('/cs/nic-takoveho');
    expect(response.status).toBe(404);
    expect(alternates(await response.text())).toEqual([]);
  });
});
