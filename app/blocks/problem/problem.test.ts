import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WireItem } from '../../content/wire';
import { element, untypedItem, wireItem } from '../../../test/fixtures/wire-items';
import { mapBlock, mapBlocks } from '../registry';
import { richText } from '../rich-text';
import { problemBlock } from './block';

/** What an editor's preview shows in place of what the site leaves out, and what retailers get (decision 123). */
const inPreview = { locale: 'en' as const, modular: {}, preview: true };
const published = { ...inPreview, preview: false };

const article = (body: string) =>
  wireItem('article', 'retail_standards', { body: element('rich_text', body, { images: {}, links: {}, modular_content: [] }) });
const articleId = article('').system.id;
const inserted = (codename: string) =>
  `<p>Before</p><object type="application/kenticocloud" data-type="item" data-rel="component" data-codename="${codename}"></object>`;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('rich text the site cannot parse', () => {
  it('in preview, is one notice naming the item, the element and the reason', () => {
    const rich = richText(article('<p>ok</p><marquee>no</marquee>'), 'body', inPreview)!;
    expect(rich.blocks).toHaveLength(1);
    const [node] = rich.blocks;
    expect(node).toMatchObject({ _type: 'componentOrItem' });
    const reference = (node as { componentOrItem: { _ref: string } }).componentOrItem._ref;
    expect(rich.items[reference]).toMatchObject({
      kind: 'problem',
      cause: 'unparsable',
      item: 'retail_standards',
      element: 'body',
      smart: { itemId: articleId },
    });
    expect((rich.items[reference] as { detail: string }).detail).not.toBe('');
  });

  it('for retailers, is nothing (logged)', () => {
    expect(richText(article('<p>ok</p><marquee>no</marquee>'), 'body', published)).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Rich text could not be parsed', 'retail_standards.body', expect.any(String));
  });
});

describe('inserted items the site cannot show', () => {
  it('an item Kontent did not deliver: a notice in its place in preview, nothing for retailers', () => {
    const preview = richText(article(inserted('gone')), 'body', inPreview)!;
    expect(preview.blocks).toHaveLength(2);
    expect(preview.items.gone).toMatchObject({ kind: 'problem', cause: 'not-found', item: 'gone', element: 'body' });
    const retail = richText(article(inserted('gone')), 'body', published)!;
    expect(retail.blocks).toHaveLength(1);
    expect(retail.items).toEqual({});
  });

  it('an item of a type not shown there: a notice with its type, editable as that item', () => {
    const faq = untypedItem('faq_item', 'faq_x');
    const preview = richText(article(inserted('faq_x')), 'body', { ...inPreview, modular: { faq_x: faq } })!;
    expect(preview.items.faq_x).toMatchObject({ kind: 'problem', cause: 'not-supported', detail: 'faq_item', smart: { itemId: faq.system.id } });
  });

  it('a block whose mapping throws: a notice in preview, nothing for retailers', () => {
    const broken = { ...untypedItem('banner', 'a_banner'), elements: null } as unknown as WireItem;
    expect(mapBlock(broken, published)).toBeNull();
    expect(mapBlock(broken, inPreview)).toMatchObject({
      kind: 'problem',
      cause: 'mapping-failed',
      item: 'a_banner',
      smart: { itemId: broken.system.id },
    });
  });

  it("a page's content keeps the editor's order, with notices where items are missing or unsupported", () => {
    const label = untypedItem('label', 'a_label', { text: element('text', 'Hi') });
    const faq = untypedItem('faq_item', 'faq_x');
    const page = wireItem('page', 'styleguide', { content: element('modular_content', ['gone', 'a_label', 'faq_x']) });
    const modular = { a_label: label, faq_x: faq };
    expect(mapBlocks(page, 'content', { ...inPreview, modular }).map((block) => (block.kind === 'problem' ? block.cause : block.kind))).toEqual([
      'not-found',
      'label',
      'not-supported',
    ]);
    expect(mapBlocks(page, 'content', { ...published, modular }).map((block) => block.kind)).toEqual(['label']);
    expect(console.warn).toHaveBeenCalledWith('The inserted content item was not found.', 'gone');
  });

  it('a long reason is cut for the notice (the log has it whole)', () => {
    const block = problemBlock({ cause: 'unparsable', item: 'a', element: 'body', detail: 'x'.repeat(5000) });
    expect(block.detail).toBe(`${'x'.repeat(300)}…`);
    expect(problemBlock({ cause: 'unparsable', item: 'a', detail: 'short' }).detail).toBe('short');
  });
});
