import type { IUpdateMessageData } from '@kontent-ai/smart-link';
import { describe, expect, it } from 'vitest';
import type { ContentClient } from '../../content/client';
import type { DeliveryQuery, WireItem, WireItemsResponse } from '../../content/wire';
import { elementPatchOf, wireItemOf } from './element-update';
import { fetchLinkedItems } from './linked-fetch';
import { liveContent } from './live-content';

const item = (codename: string, language: string, elements: WireItem['elements']): WireItem => ({
  system: {
    id: `id-${codename}`,
    name: codename,
    codename,
    language,
    type: 'article',
    collection: 'default',
    sitemap_locations: [],
    last_modified: '',
  },
  elements,
});

/** A content client answering one listing and counting its calls. */
function upstream() {
  const calls: string[] = [];
  const answer: WireItemsResponse = {
    items: [
      item('article_a', 'cs', {
        title: { type: 'text', name: 'Title', value: 'Původní' },
        body: { type: 'rich_text', name: 'Body', value: '<p>x</p>' },
      }),
    ],
    modular_content: { teaser: item('teaser', 'cs', { title: { type: 'text', name: 'Title', value: 'Teaser' } }) },
    pagination: { skip: 0, limit: 1, count: 1, next_page: '' },
  };
  const client: ContentClient = {
    items: async (query) => {
      calls.push(JSON.stringify(query));
      return structuredClone(answer);
    },
    item: async () => null,
  };
  return { client, calls };
}

const update = (codename: string, language: string, elements: IUpdateMessageData['elements']): IUpdateMessageData => ({
  projectId: 'p',
  variant: { id: 'v', codename: language },
  item: { id: `id-${codename}`, codename },
  elements,
});

describe('live preview content (Web Spotlight update messages)', () => {
  it('lays typed values over the kept answers and replays them without the network', async () => {
    const { client, calls } = upstream();
    const live = liveContent(client);
    const query = { 'system.type': 'article', language: 'cs' };
    expect((await live.items(query)).items[0]?.elements.title?.value).toBe('Původní');
    live.update(
      update('article_a', 'cs', [
        { element: { id: 'e', codename: 'title' }, type: 'text', data: { value: 'Nový' } } as IUpdateMessageData['elements'][number],
      ]),
    );
    const replayed = await live.items(query);
    expect(replayed.items[0]?.elements.title?.value).toBe('Nový');
    expect(calls).toHaveLength(1);
    // Other variants and items are left alone; the kept answer itself is not changed.
    live.update(
      update('article_a', 'en', [
        { element: { id: 'e', codename: 'title' }, type: 'text', data: { value: 'New' } } as IUpdateMessageData['elements'][number],
      ]),
    );
    expect((await live.items(query)).items[0]?.elements.title?.value).toBe('Nový');
    // A navigation asks the network for the new page (typed values stay until saved).
    live.moved();
    expect((await live.items(query)).items[0]?.elements.title?.value).toBe('Nový');
    expect(calls).toHaveLength(2);
    // After a refresh the network is asked again, without the typed values.
    live.forget();
    expect((await live.items(query)).items[0]?.elements.title?.value).toBe('Původní');
    expect(calls).toHaveLength(3);
  });

  it('patches linked items too, and adds items an update newly links', async () => {
    const { client } = upstream();
    const live = liveContent(client);
    const query = { language: 'cs' };
    await live.items(query);
    const newItem = {
      system: {
        id: 'id-new',
        codename: 'new_block',
        type: 'label',
        language: 'cs',
        name: 'New',
        collection: 'default',
        sitemapLocations: [],
        lastModified: '2026-11-24',
      },
      elements: { text: { type: 'text', name: 'Text', value: 'Hello' } },
    };
    live.update(
      update('article_a', 'cs', [
        {
          element: { id: 'b', codename: 'body' },
          type: 'rich_text',
          data: {
            value: '<p>y</p><object type="application/kenticocloud" data-type="item" data-codename="new_block"></object>',
            images: [],
            links: [],
            linkedItemCodenames: ['new_block'],
            linkedItems: [newItem],
          },
        } as unknown as IUpdateMessageData['elements'][number],
      ]),
    );
    live.update(
      update('teaser', 'cs', [
        { element: { id: 't', codename: 'title' }, type: 'text', data: { value: 'Teaser 2' } } as IUpdateMessageData['elements'][number],
      ]),
    );
    const answer = await live.items(query);
    expect(answer.items[0]?.elements.body).toMatchObject({ value: expect.stringContaining('<p>y</p>'), modular_content: ['new_block'] });
    expect(answer.modular_content.teaser?.elements.title?.value).toBe('Teaser 2');
    expect(answer.modular_content.new_block?.system).toMatchObject({ codename: 'new_block', type: 'label', last_modified: '2026-11-24' });
    expect(answer.modular_content.new_block?.elements.text?.value).toBe('Hello');
  });
});

describe('items a live update links that the page never loaded', () => {
  const pagination = { skip: 0, limit: 0, count: 0, next_page: '' };
  const listing = (items: WireItem[], modular: Record<string, WireItem> = {}): WireItemsResponse => ({ items, modular_content: modular, pagination });
  const linkedUpdate = (value: string[]) =>
    update('article_a', 'en', [
      {
        element: { id: 'r', codename: 'related' },
        type: 'modular_content',
        data: { value, linkedItems: [] },
      } as unknown as IUpdateMessageData['elements'][number],
    ]);
  const page = item('article_a', 'en', { related: { type: 'modular_content', name: 'Related', value: ['known'] } });
  const known = item('known', 'en', { title: { type: 'text', name: 'Title', value: 'Known' } });

  /** A client whose codename lookups answer `lookups` in turn (then the last one again), and the page query the page. */
  function preview(lookups: Array<WireItemsResponse | 'fails'>, footer?: WireItemsResponse) {
    const asked: Array<DeliveryQuery & { spotlight?: boolean }> = [];
    const client: ContentClient = {
      items: async (query, options) => {
        if (!query['system.codename[in]']) return query['system.type'] === 'footer' && footer ? footer : listing([page], { known });
        asked.push({ ...query, spotlight: options?.spotlight });
        const answer = lookups[Math.min(asked.length, lookups.length) - 1];
        if (answer === 'fails') throw new Error('Content request failed (500)');
        return structuredClone(answer!);
      },
      item: async () => null,
    };
    const waits: number[] = [];
    const live = liveContent(client, (base, codenames, language) =>
      fetchLinkedItems(base, codenames, language, async (ms) => {
        waits.push(ms);
      }),
    );
    return { live, asked, waits };
  }

  it('are fetched from the Preview API, asked again while Kontent does not have them yet, and shown with the update', async () => {
    const fresh = item('fresh', 'en', { links: { type: 'modular_content', name: 'Links', value: ['fresh_link'] } });
    const freshLink = item('fresh_link', 'en', { title: { type: 'text', name: 'Title', value: 'Go' } });
    const { live, asked, waits } = preview([listing([]), listing([fresh], { fresh_link: freshLink })]);
    const query = { 'system.type': 'article', language: 'en' };
    await live.items(query);
    expect(await live.update(linkedUpdate(['known', 'fresh']))).toBe(true);
    // Only the codename nobody had, in the update's language, in Web Spotlight mode; once more after a second.
    const lookup = { 'system.codename[in]': 'fresh', language: 'en', depth: 3, spotlight: true };
    expect(asked).toEqual([lookup, lookup]);
    expect(waits).toEqual([1000]);
    const answer = await live.items(query);
    expect(answer.items[0]?.elements.related?.value).toEqual(['known', 'fresh']);
    expect(Object.keys(answer.modular_content).sort()).toEqual(['fresh', 'fresh_link', 'known']);
    // The same update again (Kontent sends one per change) asks nothing more.
    expect(await live.update(linkedUpdate(['known', 'fresh']))).toBe(false);
    expect(asked).toHaveLength(2);
    // After a refresh the Preview API has the saved draft: the fetched item is forgotten with the typed values.
    live.forget();
    expect(Object.keys((await live.items(query)).modular_content)).toEqual(['known']);
  });

  it('takes an item another kept answer holds without asking, and gives up after five attempts on one Kontent never has', async () => {
    const elsewhere = item('elsewhere', 'en', { title: { type: 'text', name: 'Title', value: 'In the footer' } });
    const { live, asked, waits } = preview(['fails', listing([])], listing([], { elsewhere }));
    const query = { 'system.type': 'article', language: 'en' };
    await live.items({ 'system.type': 'footer', language: 'en' });
    await live.items(query);
    expect(await live.update(linkedUpdate(['elsewhere', 'never']))).toBe(false);
    expect(asked.map((lookup) => lookup['system.codename[in]'])).toEqual(['never', 'never', 'never', 'never', 'never']);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    expect((await live.items(query)).modular_content.elsewhere?.elements.title?.value).toBe('In the footer');
  });
});

describe('element updates in wire form', () => {
  const patch = (type: string, data: unknown) =>
    elementPatchOf({ element: { id: 'e', codename: 'x' }, type, data } as unknown as IUpdateMessageData['elements'][number]);

  it('text, number, choices and linked items keep their value; dates their time zone', () => {
    expect(patch('text', { value: 'a' }).fields).toEqual({ value: 'a' });
    expect(patch('number', { value: 4 }).fields).toEqual({ value: 4 });
    expect(patch('multiple_choice', { value: [{ name: 'Yes', codename: 'true' }] }).fields).toEqual({ value: [{ name: 'Yes', codename: 'true' }] });
    expect(patch('modular_content', { value: ['a', 'b'], linkedItems: [] }).fields).toEqual({ value: ['a', 'b'] });
    expect(patch('date_time', { value: '2026-11-24T10:00:00Z', displayTimeZone: 'Europe/Prague' }).fields).toEqual({
      value: '2026-11-24T10:00:00Z',
      display_timezone: 'Europe/Prague',
    });
  });

  it('rich text images and links become the wire maps; assets keep their fields', () => {
    expect(
      patch('rich_text', {
        value: '<p>z</p>',
        images: [{ imageId: 'i1', url: 'https://img/1', description: 'd', width: 10, height: 5 }],
        links: [{ linkId: 'l1', codename: 'page', type: 'article', urlSlug: 'page' }],
        linkedItemCodenames: [],
        linkedItems: [],
      }).fields,
    ).toEqual({
      value: '<p>z</p>',
      images: { i1: { image_id: 'i1', url: 'https://img/1', description: 'd', width: 10, height: 5 } },
      links: { l1: { codename: 'page', type: 'article', url_slug: 'page' } },
      modular_content: [],
    });
    expect(
      patch('asset', { value: [{ name: 'a.png', type: 'image/png', size: 3, url: 'https://a', description: null, width: 1, height: 1 }] }).fields,
    ).toEqual({
      value: [{ name: 'a.png', description: null, type: 'image/png', size: 3, url: 'https://a', width: 1, height: 1 }],
    });
  });

  it("name the items a new value links: a linked-items value, a rich text's linked item codenames", () => {
    expect(patch('modular_content', { value: ['a', 7, 'b'], linkedItems: [] }).references).toEqual(['a', 'b']);
    expect(patch('rich_text', { value: '<p>x</p>', linkedItemCodenames: ['c'], linkedItems: [] }).references).toEqual(['c']);
    expect(patch('text', { value: 'a' }).references).toEqual([]);
  });

  it('hostile or broken messages give empty values, never a throw', () => {
    expect(patch('rich_text', { value: 42, images: 'x', links: null }).fields).toEqual({ value: '', images: {}, links: {}, modular_content: [] });
    expect(patch('asset', { value: 'nope' }).fields).toEqual({ value: [] });
    expect(wireItemOf({ system: { codename: 'x' } })).toBeUndefined();
  });
});
