import { describe, expect, it } from 'vitest';
import { createApiSiteSearch } from './search-client';

const request = { q: 'City EV', page: 2, language: 'cs' } as const;
const answer = {
  query: 'City EV',
  page: 2,
  pageCount: 2,
  total: 11,
  results: [{ title: 'Otevřeny objednávky City EV', snippet: '…', target: { type: 'news_page', codename: 'news_city_ev_orders', slug: '' } }],
};

/** The browser's search with a fetcher that records the address and answers `response`. */
function searchWith(response: () => Response | Promise<Response>) {
  const asked: string[] = [];
  const fetcher: typeof fetch = async (input) => {
    asked.push(String(input));
    return response();
  };
  return { search: createApiSiteSearch(fetcher, '/retail'), asked };
}

describe("the browser's site search (GET /api/search)", () => {
  it('asks the endpoint under the base path with the query, page and language, and reads its answer', async () => {
    const { search, asked } = searchWith(() => Response.json(answer));
    expect(await search.find(request)).toEqual({ ok: true, answer });
    expect(asked).toEqual(['/retail/api/search?q=City+EV&page=2&language=cs']);
  });

  it.each([
    ['a 429', () => Response.json({ error: 'Too Many Requests' }, { status: 429 }), 'busy'],
    ['a 401 (signed out, decision 111)', () => Response.json({ error: 'Unauthorized', message: 'Sign in to search.' }, { status: 401 }), 'sign-in'],
    ['a 502', () => Response.json({ error: 'Bad Gateway', message: 'Search is not available' }, { status: 502 }), 'unavailable'],
    ['a 400', () => Response.json({ error: 'q must be 1 to 100 characters', parameter: 'q' }, { status: 400 }), 'unavailable'],
    ['an answer of another shape', () => Response.json({ ...answer, results: [{ title: 'no target' }] }), 'unavailable'],
    ['a body that is no JSON', () => new Response('<html>'), 'unavailable'],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), 'unavailable'],
  ] as const)('%s is a failure to show (%s), never the answer', async (_, response, failure) => {
    expect(await searchWith(response).search.find(request)).toEqual({ ok: false, failure });
  });

  it('a visitor who moved on is no failure: the abort goes to the router', async () => {
    const controller = new AbortController();
    controller.abort();
    const { search } = searchWith(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(search.find(request, { signal: controller.signal })).rejects.toThrow('aborted');
  });
});
