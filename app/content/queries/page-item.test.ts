import { isNotFound } from '@tanstack/react-router';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ContentClient } from '../client';
import { loadPageItem } from './page-item';
import { text } from '../read';
import type { DeliveryQuery, WireItem, WireItemOf } from '../wire';
import { element, untypedItem } from '../../../test/fixtures/wire-items';

/** A content client answering every query with `items`, recording the queries. */
function answering(items: WireItem[]) {
  const asked: DeliveryQuery[] = [];
  const content: ContentClient = {
    items: async (query) => {
      asked.push(query);
      return { items, modular_content: {}, pagination: { skip: 0, limit: 1, count: items.length, next_page: '' } };
    },
    item: async () => null,
  };
  return { content, asked };
}

describe('loadPageItem: the page item, typed by the types it asks for', () => {
  it('asks for one type with system.type and gives the item typed by it', async () => {
    const { content, asked } = answering([untypedItem('faq_page', 'faq', { title: element('text', 'FAQ') })]);
    const { item } = await loadPageItem(content, 'cs', 'faq_page', { depth: 3 });
    expect(asked).toEqual([{ limit: 1, 'system.type': 'faq_page', depth: 3, language: 'cs' }]);
    expectTypeOf(item).toEqualTypeOf<WireItemOf<'faq_page'>>();
    expect(text(item, 'title')).toBe('FAQ');
    // @ts-expect-error a FAQ page has no element 'question' (its FAQ items do)
    text(item, 'question');
  });

  it('asks for several types with system.type[in] and gives an item of one of them', async () => {
    const { content, asked } = answering([untypedItem('page', 'styleguide')]);
    const { item } = await loadPageItem(content, 'fr_fr', ['article', 'page'], { 'elements.slug[eq]': 'styleguide' });
    expect(asked).toEqual([{ limit: 1, 'system.type[in]': 'article,page', 'elements.slug[eq]': 'styleguide', language: 'fr_fr' }]);
    expectTypeOf(item).toEqualTypeOf<WireItemOf<'article' | 'page'>>();
    expect(item.system.type).toBe('page');
  });

  it('answers the 404 screen when there is no item, or one of another type than asked for', async () => {
    const none = await loadPageItem(answering([]).content, 'cs', 'faq_page', {}).catch((error: unknown) => error);
    expect(isNotFound(none)).toBe(true);
    const other = await loadPageItem(answering([untypedItem('contact', 'x')]).content, 'cs', 'faq_page', {}).catch((error: unknown) => error);
    expect(isNotFound(other)).toBe(true);
  });
});
