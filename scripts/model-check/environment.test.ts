import { describe, expect, it } from 'vitest';
import { readEnvironment, SourceError } from './environment';

const base = 'https://deliver.example/env-1';

/** A Delivery API stand-in answering by URL, recording each request's URL and Authorization header. */
function delivery(answers: Record<string, unknown>) {
  const requests: { url: string; authorization: string | null }[] = [];
  const fetch = async (request: Request) => {
    requests.push({ url: request.url, authorization: request.headers.get('authorization') });
    const body = answers[request.url];
    if (body === undefined) return new Response('{"message":"not found"}', { status: 404 });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

// Kontent's answer shapes (see node_modules/@kontent-ai/delivery-sdk contracts: IListContentTypeContract,
// IListTaxonomyGroupsContract): elements keyed by codename, options and taxonomy_group where they apply.
const firstTypes = {
  types: [
    {
      system: { id: 'a', name: 'Article', codename: 'article', last_modified: '2025-01-01T00:00:00Z' },
      elements: {
        title: { type: 'text', name: 'Title' },
        audience: { type: 'taxonomy', name: 'Audience', taxonomy_group: 'audience' },
        page_type: { type: 'multiple_choice', name: 'Page type', options: [{ name: 'All', codename: 'all' }] },
      },
    },
  ],
  pagination: { skip: 0, limit: 1, count: 1, next_page: `${base}/types?skip=1&limit=1` },
};
const secondTypes = {
  types: [{ system: { id: 'b', name: 'FAQ item', codename: 'faq_item', last_modified: '2025-01-01T00:00:00Z' }, elements: {} }],
  pagination: { skip: 1, limit: 1, count: 1, next_page: '' },
};
const taxonomies = {
  taxonomies: [
    {
      system: { id: 't', name: 'Audience', codename: 'audience', last_modified: '2025-01-01T00:00:00Z' },
      terms: [{ name: 'Business', codename: 'business', terms: [{ name: 'Retailer', codename: 'retailer', terms: [] }] }],
    },
  ],
  pagination: { skip: 0, limit: 0, count: 1, next_page: '' },
};

describe('model check: reading an environment through the Delivery API', () => {
  it('reads every page of types and the taxonomy groups, sending the key', async () => {
    const { fetch, requests } = delivery({
      [`${base}/types`]: firstTypes,
      [`${base}/types?skip=1&limit=1`]: secondTypes,
      [`${base}/taxonomies`]: taxonomies,
    });
    const environment = await readEnvironment({ baseUrl: base, apiKey: 'secure-key', fetch });
    expect(environment).toEqual({
      types: [
        {
          codename: 'article',
          name: 'Article',
          elements: {
            title: { type: 'text', name: 'Title' },
            audience: { type: 'taxonomy', name: 'Audience', taxonomyGroup: 'audience' },
            page_type: { type: 'multiple_choice', name: 'Page type', options: [{ codename: 'all', name: 'All' }] },
          },
        },
        { codename: 'faq_item', name: 'FAQ item', elements: {} },
      ],
      taxonomies: [
        {
          codename: 'audience',
          name: 'Audience',
          terms: [{ codename: 'business', name: 'Business', terms: [{ codename: 'retailer', name: 'Retailer', terms: [] }] }],
        },
      ],
    });
    expect(requests.map((request) => request.url).sort()).toEqual([`${base}/taxonomies`, `${base}/types`, `${base}/types?skip=1&limit=1`]);
    expect(new Set(requests.map((request) => request.authorization))).toEqual(new Set(['Bearer secure-key']));
  });

  it('sends no Authorization header without a key', async () => {
    const { fetch, requests } = delivery({ [`${base}/types`]: secondTypes, [`${base}/taxonomies`]: taxonomies });
    await readEnvironment({ baseUrl: base, fetch });
    expect(requests.every((request) => request.authorization === null)).toBe(true);
  });

  it('never follows a next_page to another host (the key would go with it)', async () => {
    const { fetch, requests } = delivery({
      [`${base}/types`]: { ...firstTypes, pagination: { ...firstTypes.pagination, next_page: 'https://evil.example/env-1/types?skip=1' } },
      [`${base}/taxonomies`]: taxonomies,
    });
    await expect(readEnvironment({ baseUrl: base, apiKey: 'secure-key', fetch })).rejects.toThrow(
      /next_page leads to another host \(https:\/\/evil\.example\)/,
    );
    expect(requests.some((request) => request.url.startsWith('https://evil.example'))).toBe(false);
  });

  it('stops with the status and body of an error answer', async () => {
    const { fetch } = delivery({ [`${base}/taxonomies`]: taxonomies });
    const error = await readEnvironment({ baseUrl: base, fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ message: `GET ${base}/types answered 404: {"message":"not found"}` });
  });

  it('stops on an answer that is not JSON or not the types shape', async () => {
    const notJson = delivery({ [`${base}/types`]: '<html>', [`${base}/taxonomies`]: taxonomies });
    await expect(readEnvironment({ baseUrl: base, fetch: notJson.fetch })).rejects.toThrow(`GET ${base}/types did not answer JSON`);
    const wrongShape = delivery({ [`${base}/types`]: { types: [{ system: { codename: 'x' } }] }, [`${base}/taxonomies`]: taxonomies });
    await expect(readEnvironment({ baseUrl: base, fetch: wrongShape.fetch })).rejects.toThrow(
      /answered an unexpected shape \(types\.0\.system\.name/,
    );
  });

  it('stops when the connection fails, naming the cause', async () => {
    const fetch = async () => {
      throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND deliver.example') });
    };
    await expect(readEnvironment({ baseUrl: base, fetch })).rejects.toThrow('failed: fetch failed (getaddrinfo ENOTFOUND deliver.example)');
  });
});
