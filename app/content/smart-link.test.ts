import { describe, expect, it } from 'vitest';
import {
  elementAttributes,
  insertableElementAttributes,
  itemElementAttributes,
  noHighlight,
  pageAttributes,
  smartLinkAttributes,
} from './smart-link';

// The attribute names and values the smart-link SDK v5 reads (dist/es/utils/dataAttributes/attributes.js, parser.js).
describe('smart-link attributes (product §3 editing-overlay data, decision 077)', () => {
  it('marks an item, or a content component instead of an item', () => {
    expect(smartLinkAttributes({ itemId: 'i' })).toEqual({ 'data-kontent-item-id': 'i' });
    expect(smartLinkAttributes({ itemId: 'i', componentId: 'c' })).toEqual({ 'data-kontent-component-id': 'c' });
    expect(smartLinkAttributes(undefined)).toEqual({});
    expect(smartLinkAttributes({})).toEqual({});
  });

  it("marks another item's element on one node, and nothing for content the site made up", () => {
    expect(itemElementAttributes({ itemId: 'link' }, 'title')).toEqual({ 'data-kontent-item-id': 'link', 'data-kontent-element-codename': 'title' });
    expect(itemElementAttributes({ componentId: 'c' }, 'title')).toEqual({
      'data-kontent-component-id': 'c',
      'data-kontent-element-codename': 'title',
    });
    expect(itemElementAttributes(undefined, 'title')).toEqual({});
    expect(itemElementAttributes({}, 'title')).toEqual({});
  });

  it('gives an insertable element an add button that appends, in the lower right corner unless told otherwise', () => {
    expect(insertableElementAttributes('content')).toEqual({
      ...elementAttributes('content'),
      'data-kontent-add-button': '',
      'data-kontent-add-button-insert-position': 'end',
      'data-kontent-add-button-render-position': 'bottom-end',
    });
    expect(insertableElementAttributes('tips', 'right')['data-kontent-add-button-render-position']).toBe('right');
  });

  it('turns highlighting off with the one value the SDK knows', () => {
    expect(noHighlight).toEqual({ 'data-kontent-disable-features': 'highlight' });
  });

  it('names the language always and the environment when configured', () => {
    expect(pageAttributes('cs', 'env')).toEqual({ 'data-kontent-language-codename': 'cs', 'data-kontent-environment-id': 'env' });
    expect(pageAttributes('cs')).toEqual({ 'data-kontent-language-codename': 'cs' });
  });
});
