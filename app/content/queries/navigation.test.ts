import { describe, expect, it } from 'vitest';
import { ContentError, type ContentClient } from '../client';
import { headerNavigation, headerNavigationQuery } from './navigation';

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
