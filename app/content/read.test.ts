// The wire readers: typed by the content model at compile time, tolerant of whatever arrives at run time.
// Each `@ts-expect-error` line is a compile-time assertion that `npm run typecheck` checks: if the readers accepted
// that call, the directive would be unused and the typecheck would fail. The same calls also run, to show that a
// read the types forbid still returns an empty value instead of throwing.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  assets,
  chosen,
  codenames,
  contentBoolean,
  customValue,
  dateTime,
  firstAsset,
  isItemOfType,
  numberValue,
  richTextElement,
  text,
  titleOf,
  urlSlug,
} from './read';
import { linkedItems } from './links';
import type { WireItemOf } from './wire';
import { element, untypedItem, wireItem } from '../../test/fixtures/wire-items';

const article = wireItem('article', 'article_green_retail', {
  title: element('text', 'Green retail'),
  slug: element('url_slug', 'green-retail'),
  summary: element('text', 42),
  image: element('asset', [
    { name: 'no-url.png' },
    { name: 'shop.png', type: 'image/png', size: 1200, url: 'https://assets.example/shop.png', description: null, width: 800, height: 0 },
  ]),
  published: element('date_time', '2025-03-01T10:00:00Z'),
  reading_minutes: element('number', 7),
  body: element('rich_text', '<p>Body</p>', { images: {}, links: {}, modular_content: [] }),
  audience: element('taxonomy', [{ name: 'Retailer', codename: 'retailer' }, 'importer', null]),
  page_type: element('multiple_choice', [{ name: 'Green retail', codename: 'green_retail' }]),
});

describe('readers return what the element holds, and an empty value for anything else', () => {
  it('reads text, slug, number, date, options, terms and assets', () => {
    expect(text(article, 'title')).toBe('Green retail');
    expect(urlSlug(article, 'slug')).toBe('green-retail');
    expect(numberValue(article, 'reading_minutes')).toBe(7);
    expect(dateTime(article, 'published')).toBe('2025-03-01T10:00:00Z');
    expect(codenames(article, 'audience')).toEqual(['retailer']);
    expect(chosen(article, 'page_type', ['green_retail', 'architecture'])).toBe('green_retail');
    expect(assets(article, 'image')).toEqual([
      { name: 'shop.png', type: 'image/png', size: 1200, url: 'https://assets.example/shop.png', description: '', width: 800, height: null },
    ]);
    expect(richTextElement(article, 'body')?.value).toBe('<p>Body</p>');
  });

  it('answers empty values for missing elements and values of the wrong shape', () => {
    expect(text(article, 'summary')).toBe('');
    expect(text(article, 'seo_title')).toBe('');
    const broken = wireItem('article', 'broken', {
      title: element('text', ['not', 'text']),
      slug: element('url_slug', null),
      reading_minutes: element('number', Number.NaN),
      published: element('date_time', 'yesterday'),
      audience: element('taxonomy', 'retailer'),
      image: element('asset', { url: 'https://assets.example/x.png' }),
      body: element('text', '<p>Not rich text</p>'),
      page_type: element('multiple_choice', [{ codename: 'not_an_option' }]),
    });
    expect(text(broken, 'title')).toBe('');
    expect(titleOf(broken)).toBe('Name of broken');
    expect(urlSlug(broken, 'slug')).toBe('');
    expect(numberValue(broken, 'reading_minutes')).toBeNull();
    expect(dateTime(broken, 'published')).toBe('');
    expect(codenames(broken, 'audience')).toEqual([]);
    expect(firstAsset(broken, 'image')).toBeUndefined();
    expect(richTextElement(broken, 'body')).toBeUndefined();
    expect(chosen(broken, 'page_type', ['green_retail'])).toBeUndefined();
  });

  it('reads content booleans and custom elements', () => {
    const yes = wireItem('external_link', 'yes', { new_window: element('multiple_choice', [{ codename: 'true', name: 'Yes' }]) });
    const no = wireItem('external_link', 'no', { new_window: element('multiple_choice', [{ codename: 'false', name: 'No' }]) });
    const strings = wireItem('external_link', 'strings', { new_window: element('multiple_choice', ['true']) });
    expect([contentBoolean(yes, 'new_window'), contentBoolean(no, 'new_window'), contentBoolean(strings, 'new_window')]).toEqual([
      true,
      false,
      false,
    ]);
    const banner = wireItem('banner', 'banner', { theme: element('custom', '{"background":"#000"}') });
    expect(customValue(banner, 'theme')).toBe('{"background":"#000"}');
  });
});

describe('readers accept only the element codenames and kinds the content model gives the item’s type', () => {
  it('refuses, at compile time, a codename the type does not have', () => {
    // @ts-expect-error an article has no element 'titel'
    expect(text(article, 'titel')).toBe('');
    // @ts-expect-error 'question' belongs to faq_item, not to article
    expect(text(article, 'question')).toBe('');
  });

  it('refuses, at compile time, an element of another kind than the reader reads', () => {
    // @ts-expect-error 'body' is rich text, not text
    text(article, 'body');
    // @ts-expect-error 'title' is text, not a number
    expect(numberValue(article, 'title')).toBeNull();
    // @ts-expect-error 'slug' is a url slug, not text
    text(article, 'slug');
    // @ts-expect-error 'image' is an asset element, not rich text
    expect(richTextElement(article, 'image')).toBeUndefined();
    // @ts-expect-error 'page_type' is a choice of page types, not a yes/no switch
    expect(contentBoolean(article, 'page_type')).toBe(false);
    // @ts-expect-error 'theme' is a custom element: customValue reads it
    text(wireItem('banner', 'b'), 'theme');
  });

  it('refuses, at compile time, options the element does not offer', () => {
    // @ts-expect-error 'gardening' is not an option of article.page_type
    expect(chosen(article, 'page_type', ['green_retail', 'gardening'])).toBe('green_retail');
  });

  it('refuses, at compile time, to read an item whose type was not checked', () => {
    const arrived = untypedItem('article', 'arrived', { title: element('text', 'Arrived') });
    // @ts-expect-error a WireItem must be narrowed with isItemOfType first
    text(arrived, 'title');
    expect(isItemOfType(arrived, 'article') && text(arrived, 'title')).toBe('Arrived');
    // @ts-expect-error there is no content type 'artcle'
    isItemOfType(arrived, 'artcle');
  });

  it('reads from an item of several types only what they all have', () => {
    const levels: WireItemOf<'navigation_first_level' | 'navigation_third_level'>[] = [
      wireItem('navigation_first_level', 'first', { title: element('text', 'First') }),
      wireItem('navigation_third_level', 'third'),
    ];
    // @ts-expect-error third-level items have no title
    expect(text(levels[0]!, 'title')).toBe('First');
    expect(levels.map((level) => (isItemOfType(level, 'navigation_third_level') ? '' : text(level, 'title')))).toEqual(['First', '']);
    // Both have a `link` element: it is readable without narrowing.
    expect(levels.map((level) => linkedItems(level, 'link', {}, 'internal_link'))).toEqual([[], []]);
    // @ts-expect-error a contact has no title: titleOf does not take it
    titleOf(wireItem('contact', 'c'));
  });

  it('narrows with a guard, one type or several', () => {
    const arrived = [untypedItem('faq_item', 'q'), untypedItem('label', 'l'), untypedItem('no_such_type', 'x')];
    const questions = arrived.filter((item) => isItemOfType(item, 'faq_item'));
    expectTypeOf(questions).toEqualTypeOf<WireItemOf<'faq_item'>[]>();
    expect(questions.map((item) => item.system.codename)).toEqual(['q']);
    const either = arrived.filter((item) => isItemOfType(item, ['faq_item', 'label']));
    expectTypeOf(either).toEqualTypeOf<WireItemOf<'faq_item' | 'label'>[]>();
    expect(either).toHaveLength(2);
  });
});
