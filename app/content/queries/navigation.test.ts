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
});
