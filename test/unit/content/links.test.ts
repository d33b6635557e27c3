import { describe, expect, it } from 'vitest';
import { targetPath } from '../../../client/content/links';
import { safeHref } from '../../../client/content/safe-href';

describe('safeHref', () => {
  it.each(['https://brand.example/x', 'http://a.b', 'mailto:a@b.c', 'tel:+420123', '/news', 'relative/path', '#anchor', '?q=1'])(
    '%s is allowed',
    (href) => expect(safeHref(href)).toBe(href),
  );

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', ' javascript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', ''])(
    '%j is refused',
    (href) => expect(safeHref(href)).toBeUndefined(),
  );

  it("strips an 'https://' written before mailto: (SPEC §7)", () => {
    expect(safeHref('https://mailto:retail@brand.example')).toBe('mailto:retail@brand.example');
  });
});

describe('link targets by content type (SPEC §2)', () => {
  const target = (type: string, slug = 'a-slug', codename = 'item_x') => ({ type, slug, codename });
  it.each([
    ['article', 'cs', '/cs/a-slug'],
    ['list', 'default', '/list'],
    ['news_page', 'cs', '/cs/novinky'],
    ['faq_page', 'fr_fr', '/fr_fr/faq'],
    ['faq_page', 'en', '/en/faqs'],
    ['downloads_page', 'cs', '/cs/soubory-ke-stazeni'],
    ['contacts_page', 'default', '/contacts'],
    ['customer_process_page', 'da_dk', '/da_dk/a-slug'],
    ['experience_story', 'default', '/list/experience-item_x'],
    ['experience', 'cs', '/cs/list/experience-item_x'],
    ['list', 'fr_fr', '/fr_fr/list'],
    ['home_page', 'bg_bg', '/bg_bg'],
    ['something_else', 'default', '/'],
  ] as const)('%s in %s → %s', (type, locale, path) => {
    expect(targetPath(target(type), locale)).toBe(path);
  });

  it('a customer process page built from the item goes to /cpo', () => {
    expect(targetPath(target('customer_process_page'), 'cs', false)).toBe('/cs/cpo');
  });
});
