import { describe, expect, it } from 'vitest';
import { type ContentClient, withSpotlight } from '../content/client';
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

  it("says whether its answers are an editor's preview content, as the page's verdict says when asked (decision 123)", () => {
    let editorPreview = false;
    const client = onDemandContentClient(
      async () => answers,
      () => editorPreview,
    );
    expect(client.preview).toBe(false);
    // Known only once the page has hydrated: read when a loader maps, not when the client is made.
    editorPreview = true;
    expect(client.preview).toBe(true);
    // The spotlight wrapper the root route puts around it says the same.
    expect(withSpotlight(client, true).preview).toBe(true);
    expect(onDemandContentClient(async () => answers).preview).toBe(false);
  });
});
