import { describe, expect, it } from 'vitest';
import type { ContentClient } from '../content/client';
import { onDemandContentClient } from './on-demand-content-client';

const answers: ContentClient = {
  items: async (query, options) =>
    ({ items: [], modular_content: {}, pagination: { skip: 0, limit: 0, count: 0, next_page: '' }, query, options }) as never,
  item: async (codename, query, options) => ({ codename, query, options }) as never,
};

describe('onDemandContentClient', () => {
  it('loads the client at the first request only, and passes every request through with its options', async () => {
    let loads = 0;
    const client = onDemandContentClient(async () => {
      loads += 1;
      return answers;
    });
    expect(loads).toBe(0);
    const signal = new AbortController().signal;
    expect(await client.item('home', { language: 'en' }, { signal, spotlight: true })).toEqual({
      codename: 'home',
      query: { language: 'en' },
      options: { signal, spotlight: true },
    });
    await client.items({ 'system.type': 'news_item' });
    await Promise.all([client.item('a', {}), client.item('b', {})]);
    expect(loads).toBe(1);
  });

  it('loads again after a failed load (a chunk that failed is retried at the next request)', async () => {
    let loads = 0;
    const client = onDemandContentClient(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return answers;
    });
    await expect(client.item('home', {})).rejects.toThrow('chunk failed');
    expect(await client.item('home', {})).toMatchObject({ codename: 'home' });
    expect(loads).toBe(2);
  });
});
