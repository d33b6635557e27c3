import { describe, expect, it } from 'vitest';
import { element, wireItem } from '../../../test/fixtures/wire-items';
import { ContentError, type ContentClient } from '../client';
import { headerNavigation, headerNavigationQuery } from './navigation';

/** A content client answering every query with the same parsed answer, as the worker's memory layer does. */
function answering(answer: Awaited<ReturnType<ContentClient['items']>>): ContentClient {
  return { items: async () => answer, item: async () => null };
}

/** A header navigation of one first level with one second level. */
const oneBranch = () => ({
  items: [wireItem('header_navigation', 'header', { items: element('modular_content', ['first']) })],
  modular_content: {
    first: wireItem('navigation_first_level', 'first', { title: element('text', 'Retail'), items: element('modular_content', ['second']) }),
    second: wireItem('navigation_second_level', 'second', { title: element('text', 'News'), items: element('modular_content', []) }),
  },
  pagination: { skip: 0, limit: 1, count: 1, next_page: '' },
});

describe('header navigation query (product §5, §7)', () => {
  it('asks for the one header navigation of the locale language', async () => {
    const asked: unknown[] = [];
    const content: ContentClient = {
      items: async (query) => {
        asked.push(query);
        return { items: [], modular_content: {}, pagination: { skip: 0, limit: 1, count: 0, next_page: '' } };
      },
      item: async () => null,
    };
    const error = await headerNavigation(content, 'cs').catch((e: unknown) => e);
    expect(asked).toEqual([headerNavigationQuery('cs')]);
    expect(asked[0]).toMatchObject({ 'system.type': 'header_navigation', limit: 1, language: 'cs' });
    // None published: a 404 with the product's message.
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ status: 404, message: 'Header navigation not found.' });
  });

  it('asks only for the elements the tree reads, so link targets come without their bodies (decision 119)', () => {
    const elements = String(headerNavigationQuery('en').elements).split(',');
    // The levels, the three kinds of link, and a target page's slug (its path).
    for (const needed of ['items', 'title', 'link', 'icon', 'target', 'anchor', 'url', 'new_window', 'asset', 'slug']) {
      expect(elements).toContain(needed);
    }
    // A target article's body and related articles would bring every article they link, to depth 5: megabytes.
    for (const heavy of ['body', 'related', 'content', 'summary']) expect(elements).not.toContain(heavy);
  });
});

describe('header navigation tree (decision 128)', () => {
  it('is built once per Kontent answer and locale: a page reusing the answer gets the same tree', async () => {
    const answer = oneBranch();
    const first = await headerNavigation(answering(answer), 'cs');
    expect(first.items.map((item) => [item.title, item.children.map((child) => child.title)])).toEqual([['Retail', ['News']]]);
    expect(await headerNavigation(answering(answer), 'cs')).toBe(first);
    // Another locale of the same language has paths of its own: a tree of its own.
    const other = await headerNavigation(answering(answer), 'en_ie');
    expect(other).not.toBe(first);
    expect(other).toEqual(first);
    // A new answer (the memory's copy expired, or a purge) is built again.
    const fresh = await headerNavigation(answering(oneBranch()), 'cs');
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
  });
});
