import { describe, expect, expectTypeOf, it } from 'vitest';
import { linkedItems, linkHref, pageTargets, resolveLink, sluggedTypes, targetPath } from './links';
import { text } from './read';
import { safeHref } from './safe-href';
import type { WireItem, WireItemOf } from './wire';
import { element, untypedItem, wireItem } from '../../test/fixtures/wire-items';

describe('safeHref', () => {
  it.each(['https://brand.example/x', 'http://a.b', 'mailto:a@b.c', 'tel:+420123', '/news', 'relative/path', '#anchor', '?q=1'])(
    '%s is allowed',
    (href) => expect(safeHref(href)).toBe(href),
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:x',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    '',
  ])('%j is refused', (href) => expect(safeHref(href)).toBeUndefined());

  it("strips an 'https://' written before mailto: (product §7)", () => {
    expect(safeHref('https://mailto:retail@brand.example')).toBe('mailto:retail@brand.example');
  });
});

describe('link targets by content type (product §2)', () => {
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

describe('linked items, typed by the content model', () => {
  const modular: Record<string, WireItem> = {
    faq_sign_in: untypedItem('faq_item', 'faq_sign_in', { question: element('text', 'How do I sign in?') }),
    faq_label: untypedItem('label', 'faq_label'),
    contact_x: untypedItem('contact', 'contact_x'),
  };
  const category = wireItem('faq_category', 'faq_access', {
    items: element('modular_content', ['faq_sign_in', 'unpublished', 7, 'faq_label', 'contact_x']),
  });

  it('gives the linked items in order, only those of the asked types; missing ones are left out', () => {
    const questions = linkedItems(category, 'items', modular, 'faq_item');
    expectTypeOf(questions).toEqualTypeOf<WireItemOf<'faq_item'>[]>();
    expect(questions.map((question) => text(question, 'question'))).toEqual(['How do I sign in?']);
  });

  it('gives nothing when the element holds no list', () => {
    const broken = wireItem('faq_category', 'broken', { items: element('modular_content', 'faq_sign_in') });
    expect(linkedItems(broken, 'items', modular, 'faq_item')).toEqual([]);
    expect(linkedItems(wireItem('faq_category', 'empty'), 'items', modular, 'faq_item')).toEqual([]);
  });

  it('accepts, at compile time, only linked-items elements and the types the model allows in them', () => {
    // @ts-expect-error 'title' is a text element
    linkedItems(category, 'title', modular, 'faq_item');
    // @ts-expect-error a FAQ category holds FAQ items, not contacts
    linkedItems(category, 'items', modular, 'contact');
    // @ts-expect-error at least one type: the items are checked against it
    linkedItems(category, 'items', modular);
  });
});

describe('links resolved from typed link items', () => {
  const page = untypedItem('faq_page', 'faq');
  const modular: Record<string, WireItem> = { faq: page, not_a_page: untypedItem('label', 'not_a_page') };

  it('an internal link goes to its target page with its anchor; a target that is no page resolves nowhere', () => {
    const internal = wireItem('internal_link', 'to_faq', { target: element('modular_content', ['faq']), anchor: element('text', 'register') });
    expect(resolveLink(internal, modular, 'cs')).toEqual({ href: '/cs/faqs#register', external: false, newWindow: false, anchor: 'register' });
    const nowhere = wireItem('internal_link', 'to_label', { target: element('modular_content', ['not_a_page']) });
    expect(resolveLink(nowhere, modular, 'cs')).toBeUndefined();
  });

  it('an external link opens where its content boolean says; an unsafe URL resolves nowhere', () => {
    const external = wireItem('external_link', 'out', {
      url: element('text', 'https://brand.example'),
      new_window: element('multiple_choice', [{ codename: 'true', name: 'Yes' }]),
    });
    expect(resolveLink(external, modular, 'cs')).toEqual({ href: 'https://brand.example', external: true, newWindow: true });
    expect(linkHref(wireItem('external_link', 'bad', { url: element('text', 'javascript:alert(1)') }), modular, 'cs')).toBeUndefined();
    expect(linkHref(wireItem('external_link', 'none', { url: element('text', 3) }), modular, 'cs')).toBeUndefined();
  });

  it("an asset link opens its file through the site's /files/ path in a new window (decision 110)", () => {
    const id = '3c1f9a2e-5b7d-4e8f-9a1b-2c3d4e5f6a7b';
    const asset = wireItem('asset_link', 'file', { asset: element('asset', [{ url: `https://assets.example/env/${id}/a.pdf`, name: 'a.pdf' }]) });
    expect(resolveLink(asset, modular, 'cs')).toEqual({ href: `/files/${id}/a.pdf`, external: true, newWindow: true });
    const unreadable = wireItem('asset_link', 'odd', { asset: element('asset', [{ url: 'https://assets.example/a.pdf', name: 'a.pdf' }]) });
    expect(resolveLink(unreadable, modular, 'cs')).toBeUndefined();
  });
});

it("the slugged page types are the link table's pages made from a slug", () => {
  const bySlug = Object.entries(pageTargets).flatMap(([type, target]) => (target.by === 'slug' ? [type] : []));
  expect([...sluggedTypes].sort()).toEqual(bySlug.sort());
});
