import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapBlock, richText } from '../../../client/content/blocks';
import type { WireItem } from '../../../client/content/wire';

const system = (codename: string, type: string) => ({
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
  const item: WireItem = {
    system: system('page', 'article'),
    elements: { body: { type: 'rich_text', name: 'Body', value, images: {}, links: {}, modular_content: [], ...extra } },
  };
  return richText(item, 'body', { locale: 'cs', modular });
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

  it('keeps paragraphs, headings, lists and marks as portable text blocks', () => {
    const rich = itemWithBody('<h2>Title</h2><p>Some <strong>bold</strong> text</p><ul><li>One<ul><li>Nested</li></ul></li></ul><ol><li>First</li></ol>')!;
    const styles = rich.blocks.map((block) => [block.style, block.listItem, block.level]);
    expect(styles).toEqual([
      ['h2', undefined, undefined],
      ['normal', undefined, undefined],
      ['normal', 'bullet', 1],
      ['normal', 'bullet', 2],
      ['normal', 'number', 1],
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

  it('skips a missing inserted item with the SPEC §8 warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rich = itemWithBody('<p>a</p><object type="application/kenticocloud" data-type="item" data-rel="link" data-codename="gone"></object>')!;
    expect(rich.blocks).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('The inserted content item was not found.', 'gone');
  });

  it('skips an inserted item of an unsupported type with the SPEC §8 warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const faq: WireItem = { system: system('faq_x', 'faq_item'), elements: {} };
    const rich = itemWithBody('<object type="application/kenticocloud" data-type="item" data-rel="link" data-codename="faq_x"></object>', {}, { faq_x: faq })!;
    expect(rich.blocks).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('The inserted content item is not supported.', 'faq_item');
  });

  it('raises an error for rich text that cannot be parsed', () => {
    expect(() => itemWithBody('<p>ok</p><marquee>no</marquee>')).toThrow(/Rich text could not be parsed/);
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
        { locale: 'default', modular: {} },
      );
    expect(link('true')).toMatchObject({ newWindow: true });
    expect(link('false')).toMatchObject({ newWindow: false });
  });

  it('an external link to a javascript: URL has no href', () => {
    const mapped = mapBlock(
      { system: system('l', 'external_link'), elements: { url: { type: 'text', name: 'URL', value: 'javascript:alert(1)' } } },
      { locale: 'default', modular: {} },
    );
    expect(mapped).toMatchObject({ kind: 'link', href: undefined });
  });

  it('a stat block without a value renders nothing', () => {
    expect(mapBlock({ system: system('s', 'stat_block'), elements: {} }, { locale: 'default', modular: {} })).toBeNull();
  });
});
