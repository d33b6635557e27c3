import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapBlock, richText } from '../../blocks/registry';
import { plainTextOf } from './plain-text';
import type { WireItem, WireItemOf } from '../wire';

const system = <const T extends string>(codename: string, type: T) => ({
  id: `id-${codename}`,
  name: codename,
  codename,
  language: 'en',
  type,
  collection: 'default',
  sitemap_locations: [],
  last_modified: '2025-01-01T00:00:00Z',
});

function itemWithBody(value: string, extra: Record<string, unknown> = {}, modular: Record<string, WireItem> = {}) {
  const item: WireItemOf<'article'> = {
    system: system('page', 'article'),
    elements: { body: { type: 'rich_text', name: 'Body', value, images: {}, links: {}, modular_content: [], ...extra } },
  };
  return richText(item, 'body', { locale: 'cs', modular, preview: false });
}

const stat: WireItem = {
  system: system('stat', 'stat_block'),
  elements: {
    value: { type: 'number', name: 'Value', value: 42 },
    unit: { type: 'text', name: 'Unit', value: '%' },
    label: { type: 'text', name: 'Label', value: 'happy' },
  },
};

afterEach(() => vi.restoreAllMocks());

describe('rich text resolution', () => {
  it.each(['', '<p><br></p>', null])('empty rich text %j resolves to nothing', (value) => {
    expect(itemWithBody(value as string)).toBeNull();
  });

  it('keeps paragraphs, headings and marks, and nests lists for rendering', () => {
    const rich = itemWithBody(
      '<h2>Title</h2><p>Some <strong>bold</strong> text</p><ul><li>One<ul><li>Nested</li></ul></li></ul><ol><li>First</li></ol>',
    )!;
    expect(rich.blocks).toMatchObject([
      { _type: 'block', style: 'h2', children: ['Title'] },
      { _type: 'block', style: 'normal', children: ['Some ', { _type: '@span', markType: 'strong', children: ['bold'] }, ' text'] },
      {
        _type: '@list',
        listItem: 'bullet',
        children: [
          {
            _type: 'block',
            listItem: 'bullet',
            children: ['One', { _type: '@list', listItem: 'bullet', children: [{ _type: 'block', listItem: 'bullet', children: ['Nested'] }] }],
          },
        ],
      },
      { _type: '@list', listItem: 'number', children: [{ _type: 'block', listItem: 'number', children: ['First'] }] },
    ]);
  });

  it('nests marks so that a link over differently styled words is one link, and keeps line breaks', () => {
    const rich = itemWithBody('<p><a href="https://x.example">a <strong>b</strong> c</a></p><p>one<br>two</p>')!;
    expect(rich.blocks).toMatchObject([
      {
        _type: 'block',
        children: [
          {
            _type: '@span',
            markType: 'link',
            markDef: { href: 'https://x.example' },
            children: ['a ', { _type: '@span', markType: 'strong', children: ['b'] }, ' c'],
          },
        ],
      },
      { _type: 'block', children: ['one', '\n', 'two'] },
    ]);
  });

  it('resolves item links by type for the locale', () => {
    const rich = itemWithBody('<p><a data-item-id="l1" href="">News</a></p>', {
      links: { l1: { codename: 'news', type: 'news_page', url_slug: '' } },
    })!;
    expect(rich.links).toEqual({ l1: '/cs/novinky' });
  });

  it('maps inserted items and components by their type', () => {
    const rich = itemWithBody(
      '<object type="application/kenticocloud" data-type="item" data-rel="component" data-codename="stat"></object>',
      {},
      { stat },
    )!;
    expect(rich.items.stat).toMatchObject({ kind: 'stat_block', value: 42, smart: { componentId: 'id-stat' } });
  });

  it('skips a missing inserted item with the product §8 warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rich = itemWithBody('<p>a</p><object type="application/kenticocloud" data-type="item" data-rel="link" data-codename="gone"></object>')!;
    expect(rich.blocks).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('The inserted content item was not found.', 'gone', 'in page.body');
  });

  it('skips an inserted item of an unsupported type with the product §8 warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const faq: WireItem = { system: system('faq_x', 'faq_item'), elements: {} };
    const rich = itemWithBody(
      '<object type="application/kenticocloud" data-type="item" data-rel="link" data-codename="faq_x"></object>',
      {},
      { faq_x: faq },
    )!;
    expect(rich.blocks).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('The inserted content item is not supported.', 'faq_item', 'in page.body');
  });

  it('logs rich text that cannot be parsed as an error, and shows nothing of it (decision 108)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(itemWithBody('<p>ok</p><marquee>no</marquee>')).toBeNull();
    // The item's and the element's codenames: where an editor looks.
    expect(error).toHaveBeenCalledWith('Rich text could not be parsed', 'page.body', expect.any(String));
  });

  it('resolves the same element again to the same blocks, each time against its own page context (decision 057)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const item: WireItemOf<'article'> = {
      system: system('page', 'article'),
      elements: {
        body: {
          type: 'rich_text',
          name: 'Body',
          value: '<p>Lead</p><object type="application/kenticocloud" data-type="item" data-rel="component" data-codename="stat"></object>',
          images: {},
          links: {},
          modular_content: [],
        },
      },
    };
    const first = richText(item, 'body', { locale: 'cs', modular: { stat }, preview: false })!;
    // Another page view of the same answer object shares the parsed and nested blocks.
    const again = richText(item, 'body', { locale: 'cs', modular: { stat }, preview: false })!;
    expect(again.blocks).toBe(first.blocks);
    expect(again.items.stat).toMatchObject({ kind: 'stat_block', value: 42 });
    // One without the inserted item resolves against its own context: the block is dropped with its warning and
    // the shared blocks are untouched.
    const second = richText(item, 'body', { locale: 'cs', modular: {}, preview: false })!;
    expect(first.blocks).toHaveLength(2);
    expect(second.blocks).toEqual([first.blocks[0]]);
    expect(second.items).toEqual({});
    expect(warn).toHaveBeenCalledWith('The inserted content item was not found.', 'stat', 'in page.body');
    expect(richText(item, 'body', { locale: 'cs', modular: { stat }, preview: false })!.blocks).toHaveLength(2);
    // A changed answer is a new element object, parsed afresh.
    const changed: WireItemOf<'article'> = { ...item, elements: { body: { ...item.elements.body!, value: '<h2>New</h2>' } } };
    expect(richText(changed, 'body', { locale: 'cs', modular: {}, preview: false })!.blocks).toMatchObject([
      { _type: 'block', style: 'h2', children: ['New'] },
    ]);
  });
});

describe('content booleans and broken items', () => {
  it("an external link opens a new window only when the first option is 'true'", () => {
    const link = (option: string) =>
      mapBlock(
        {
          system: system('l', 'external_link'),
          elements: {
            title: { type: 'text', name: 'Title', value: 'X' },
            url: { type: 'text', name: 'URL', value: 'https://x.example' },
            new_window: { type: 'multiple_choice', name: 'New', value: [{ codename: option, name: option }] },
          },
        },
        { locale: 'default', modular: {}, preview: false },
      );
    expect(link('true')).toMatchObject({ newWindow: true });
    expect(link('false')).toMatchObject({ newWindow: false });
  });

  it('an external link to a javascript: URL has no href', () => {
    const mapped = mapBlock(
      { system: system('l', 'external_link'), elements: { url: { type: 'text', name: 'URL', value: 'javascript:alert(1)' } } },
      { locale: 'default', modular: {}, preview: false },
    );
    expect(mapped).toMatchObject({ kind: 'link', href: undefined });
  });

  it('a stat block without a value renders nothing', () => {
    expect(mapBlock({ system: system('s', 'stat_block'), elements: {} }, { locale: 'default', modular: {}, preview: false })).toBeNull();
  });
});

describe('plain text of rich text', () => {
  it('puts paragraphs, headings and list items on one line, leaving out tables', () => {
    const model = itemWithBody(
      '<h2>Title</h2><p>One <strong>bold</strong> <a href="https://x.test">link</a>.</p>' +
        '<ul><li>First</li><li>Second<ul><li>Nested</li></ul></li></ul>' +
        '<table><tbody><tr><td>cell</td></tr></tbody></table>',
    );
    expect(plainTextOf(model?.blocks ?? [])).toBe('Title One bold link. First Second Nested');
  });

  it('is empty for no blocks', () => {
    expect(plainTextOf([])).toBe('');
  });
});
