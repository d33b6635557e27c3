import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { searchLimits } from '../../../app/search/site-search';
import { forgetAccessToken, sealToken } from '../../../worker/app-api/token';
import { getConfig } from '../../../worker/config';
import { forgetSearchIsolateCounts, searchRateLimit } from '../../../worker/search/rate-limit';
import { searchRoute } from '../../../worker/search/route';
import { withRequestContext } from '../request-context';
import { armSearchFault, clearFaults, newClient, searchApi, tokenCookies } from './support';

interface Answer {
  query: string;
  page: number;
  pageCount: number;
  total: number;
  results: { title: string; snippet: string; target: { type: string; codename: string; slug: string } }[];
}

const ok = async (query: string, client = newClient(), headers?: Record<string, string>) => {
  const response = await searchApi(query, client, headers);
  expect(response.status, await response.clone().text()).toBe(200);
  return { response, answer: (await response.json()) as Answer };
};

afterEach(async () => {
  await clearFaults();
  forgetAccessToken();
});

describe('GET /api/search (product §1 site search, decision 086)', () => {
  it('answers a signed-in visitor one page of results, each with a target of the link table, and sets the oauth cookie', async () => {
    const { response, answer } = await ok('?q=downloads&language=en');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(answer).toMatchObject({ query: 'downloads', page: 1, pageCount: 2, total: 13 });
    expect(answer.results).toHaveLength(searchLimits.pageSize);
    expect(answer.results[0]).toEqual({
      title: 'City EV order books open',
      snippet: expect.stringContaining('More in downloads'),
      target: { type: 'news_page', codename: 'news_city_ev_orders', slug: '' },
    });
    // The worker's client-credentials token, kept for the visitor's next App API call (decision 032).
    expect(tokenCookies(response)).toEqual([expect.stringMatching(/^oauth=[\w.-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/)]);
  });

  it('keeps no bearer in the oauth cookie: the App API refuses its value, the worker takes it back', async () => {
    const { response } = await ok('?q=downloads&language=en');
    const value = /^oauth=([^;]+)/.exec(tokenCookies(response)[0] ?? '')?.[1] ?? '';
    const direct = await env.EMULATOR!.fetch('https://emulator.local/app-api/api/v1/search?q=retail&language=en&limit=10', {
      headers: { authorization: `Bearer ${decodeURIComponent(value)}` },
    });
    expect(direct.status).toBe(401);
    // Back at the worker it still saves a token request: no new cookie.
    const again = await searchApi('?q=retail&language=en', newClient(), { cookie: `oauth=${value}` });
    expect(again.status).toBe(200);
    expect(tokenCookies(again)).toEqual([]);
  });

  it('ignores and replaces an oauth cookie another deployment made (another SIGNING_KEY)', async () => {
    const elsewhere = { ...env, SIGNING_KEY: 'another-deployments-signing-key' } as Env;
    const foreign = await withRequestContext(searchRoute).request(
      '/?q=retail&language=en',
      { headers: { 'cf-connecting-ip': newClient() } },
      elsewhere,
    );
    const value = /^oauth=([^;]+)/.exec(tokenCookies(foreign)[0] ?? '')?.[1];
    expect(value).toBeTruthy();
    const response = await searchApi('?q=retail&language=en', newClient(), { cookie: `oauth=${value}` });
    expect(response.status).toBe(200);
    expect(tokenCookies(response)).toHaveLength(1);
    expect(tokenCookies(response)[0]).not.toContain(value);
  });

  it('searches in the language asked for and gives slugged pages their slug', async () => {
    const { answer } = await ok('?q=standardy&language=cs');
    expect(answer.results.map((result) => result.title)).toContain('Prodejní standardy 2025');
    expect(answer.results.find((result) => result.title === 'Prodejní standardy 2025')?.target).toEqual({
      type: 'article',
      codename: 'article_retail_standards',
      slug: 'retail-standards-2025',
    });
  });

  it('pages by ten: the last page holds the rest, and the pages add up to the total', async () => {
    const first = (await ok('?q=downloads&language=en&page=1')).answer;
    const second = (await ok('?q=downloads&language=en&page=2')).answer;
    expect(second).toMatchObject({ page: 2, pageCount: 2, total: 13 });
    expect(second.results).toHaveLength(3);
    const codenames = [...first.results, ...second.results].map((result) => result.target.codename);
    expect(new Set(codenames).size).toBe(13);
    // A page past the last one is empty, not an error.
    const beyond = (await ok('?q=downloads&language=en&page=3')).answer;
    expect(beyond).toMatchObject({ page: 3, pageCount: 2, total: 13, results: [] });
  });

  it('answers an empty page when nothing matches', async () => {
    const { answer } = await ok('?q=zzqx-nothing&language=en');
    expect(answer).toEqual({ query: 'zzqx-nothing', page: 1, pageCount: 0, total: 0, results: [] });
  });

  it('trims the query', async () => {
    const { answer } = await ok(`?q=${encodeURIComponent('  downloads ')}&language=en`);
    expect(answer.query).toBe('downloads');
  });

  it.each([
    ['', 'q', 'q must be 1 to 100 characters'],
    ['?language=en', 'q', 'q must be 1 to 100 characters'],
    ['?q=%20%20&language=en', 'q', 'q must be 1 to 100 characters'],
    [`?q=${'a'.repeat(101)}&language=en`, 'q', 'q must be 1 to 100 characters'],
    ['?q=a&q=b&language=en', 'q', 'q must be given once'],
    ['?q=retail&language=en&page=0', 'page', 'page must be a whole number from 1 to 5'],
    ['?q=retail&language=en&page=6', 'page', 'page must be a whole number from 1 to 5'],
    ['?q=retail&language=en&page=1.5', 'page', 'page must be a whole number from 1 to 5'],
    ['?q=retail&language=en&page=two', 'page', 'page must be a whole number from 1 to 5'],
    ['?q=retail&language=en&page=', 'page', 'page must be a whole number from 1 to 5'],
    ['?q=retail', 'language', 'language must be one of en, cs, en_ie, fr_fr, da_dk, ro_ro, bg_bg'],
    ['?q=retail&language=de_de', 'language', 'language must be one of en, cs, en_ie, fr_fr, da_dk, ro_ro, bg_bg'],
    ['?q=retail&language=default', 'language', 'language must be one of en, cs, en_ie, fr_fr, da_dk, ro_ro, bg_bg'],
    ['?q=retail&language=en&limit=50', 'limit', 'limit is not a search parameter'],
  ])('%s is a 400 naming %s, and asks the App API nothing', async (query, parameter, error) => {
    const response = await searchApi(query, newClient());
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error, parameter });
    expect(tokenCookies(response)).toEqual([]);
  });

  it('answers only GET', async () => {
    const response = await searchApi('?q=retail&language=en', newClient(), {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

/** A token the App API itself issued, for the newsletter only: a bearer, but not one the site's search may use. */
async function narrowScopeToken(): Promise<string> {
  const response = await env.EMULATOR!.fetch('https://emulator.local/app-api/api/v1/oauth/access-token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: env.OAUTH_CLIENT_ID,
      client_secret: env.OAUTH_CLIENT_SECRET!,
      scope: 'newsletter:save',
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('GET /api/search when the App API fails: the site says so in its own words, and hands out no token', () => {
  const unavailable = 'Search is not available right now. Please try again later.';

  it.each([
    [401, 1],
    [403, 1],
    // A GET is retried once on a 500 (product §9): both attempts fail.
    [500, 2],
  ])('an App API %s is a 502', async (status, count) => {
    await armSearchFault({ mode: 'status', status, count });
    const response = await searchApi('?q=retail&language=en', newClient());
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Bad Gateway', message: unavailable });
    expect(tokenCookies(response)).toEqual([]);
  });

  it('an App API 401 for an old token cookie is retried once with a fresh token', async () => {
    await armSearchFault({ mode: 'status', status: 401, count: 1 });
    const old = await sealToken(getConfig(env), { value: 'an-old-token', expiresAt: Date.now() + 3_600_000 });
    const response = await searchApi('?q=retail&language=en', newClient(), { cookie: `oauth=${old}` });
    expect(response.status).toBe(200);
    expect(tokenCookies(response)).toHaveLength(1);
  });

  // product §6 keeps the token in the `oauth` cookie; decision 107 seals it, so whatever else a visitor (or a
  // sibling site) puts there is ignored: the search goes on with the worker's token and the cookie is replaced.
  it.each([
    ['junk', 'not-a-token'],
    ['a control character (no valid header value)', 'a%00b'],
    ['a real App API bearer lacking search:search (a planted token)', 'narrow-scope'],
    ['longer than any cookie of ours', 'x'.repeat(5000)],
  ])('a planted oauth cookie (%s) is ignored and replaced, never a 502', async (_, planted) => {
    const value = planted === 'narrow-scope' ? await narrowScopeToken() : planted;
    const response = await searchApi('?q=retail&language=en', newClient(), { cookie: `oauth=${value}` });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(tokenCookies(response)).toHaveLength(1);
    expect(tokenCookies(response)[0]).not.toContain(value);
  });

  it('an App API that does not answer in time (retry included) is a 504', async () => {
    await armSearchFault({ mode: 'timeout', count: 2 });
    const response = await searchApi('?q=retail&language=en', newClient());
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: 'Gateway Timeout', message: unavailable });
    expect(tokenCookies(response)).toEqual([]);
  });

  it('an unreadable App API answer is a 502', async () => {
    await armSearchFault({ mode: 'malformed', count: 1 });
    const response = await searchApi('?q=retail&language=en', newClient());
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Bad Gateway', message: unavailable });
    expect(tokenCookies(response)).toEqual([]);
  });

  it('no token to be had is a 503 with Retry-After', async () => {
    forgetAccessToken();
    await armSearchFault({ mode: 'status', status: 500, count: 1, pathContains: '/oauth/access-token' });
    const response = await searchApi('?q=retail&language=en', newClient());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({
      error: 'Service Unavailable',
      message: 'The service is not available right now. Please try again later.',
    });
    expect(tokenCookies(response)).toEqual([]);
  });
});

describe("the App API's answer is checked", () => {
  /** The endpoint with an App API that answers `body` to the search (the token comes from the emulator). */
  const answeredWith = (body: unknown) => {
    const emulator = {
      fetch: (request: Request) =>
        new URL(request.url).pathname.endsWith('/api/v1/search') ? Promise.resolve(Response.json(body)) : env.EMULATOR!.fetch(request),
    };
    return withRequestContext(searchRoute).request(
      '/?q=retail&language=en',
      { headers: { 'cf-connecting-ip': newClient() } },
      { ...env, EMULATOR: emulator },
    );
  };
  const result = (fields: Record<string, unknown>) => ({
    codename: 'article_green_retail',
    type: 'article',
    language: 'en',
    title: 'Green retail',
    snippet: 'How retail points cut energy use.',
    path: '/green-retail',
    ...fields,
  });

  it('drops results the site has no page for or that do not fit, and counts them out of the total', async () => {
    const response = await answeredWith({
      total: 7,
      results: [
        result({}),
        result({ codename: 'x_unknown', type: 'promo_banner', path: '/' }),
        result({ codename: 'x_outside', path: 'https://evil.example/phish' }),
        result({ codename: 'x_traversal', path: '/../admin' }),
        result({ codename: 'x_no_slug', path: '/' }),
        result({ codename: 'x_no_title', title: '   ' }),
        result({ codename: 'faq_price_list', type: 'faq_item', title: 'Where is the price list?', path: '/faqs' }),
      ],
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Answer;
    expect(answer.total).toBe(2);
    expect(answer.results.map((found) => found.target)).toEqual([
      { type: 'article', codename: 'article_green_retail', slug: 'green-retail' },
      { type: 'faq_page', codename: 'faq_price_list', slug: '' },
    ]);
  });

  it('keeps titles and snippets short and on one line', async () => {
    const response = await answeredWith({ total: 1, results: [result({ title: `A\n\n  title ${'t'.repeat(300)}`, snippet: 's '.repeat(400) })] });
    const [found] = ((await response.json()) as Answer).results;
    expect(found?.title.startsWith('A title t')).toBe(true);
    expect(found?.title.length).toBeLessThanOrEqual(200);
    expect(found?.snippet.length).toBeLessThanOrEqual(300);
    expect(found?.snippet.endsWith('…')).toBe(true);
  });

  it('an answer of another shape is a 502', async () => {
    const response = await answeredWith({ items: [] });
    expect(response.status).toBe(502);
  });
});

describe('the search is bounded per client (SEARCH_RATE_LIMITER)', () => {
  it(`answers 429 with Retry-After once a client searched ${searchRateLimit.limit} times in a minute; others are not held`, async () => {
    const client = newClient();
    // The limiter's windows follow the clock: should one roll over mid-test, the next full window must refuse.
    let allowed = 0;
    let refused: Response | undefined;
    for (let i = 0; i < 2 * searchRateLimit.limit + 1 && !refused; i++) {
      const response = await searchApi('?q=zzqx&language=en', client);
      if (response.status === 429) refused = response;
      else {
        expect(response.status).toBe(200);
        await response.body?.cancel();
        allowed++;
      }
    }
    expect(refused?.status).toBe(429);
    expect(allowed).toBeGreaterThanOrEqual(searchRateLimit.limit);
    expect(refused?.headers.get('retry-after')).toBe('60');
    expect(await refused?.json()).toEqual({ error: 'Too Many Requests', message: 'Too many searches. Please try again in a minute.' });
    expect((await searchApi('?q=zzqx&language=en', newClient())).status).toBe(200);
  });
});

describe('the search rate limit counts what the forms count (decision 107)', () => {
  /** The endpoint behind the request context, with SEARCH_RATE_LIMITER replaced. */
  const searchWith = (limiter: RateLimit | undefined, client: string) =>
    withRequestContext(searchRoute).request('/?q=zzqx&language=en', { headers: { 'cf-connecting-ip': client } }, {
      ...env,
      SEARCH_RATE_LIMITER: limiter,
    } as Env);

  it('asks the limiter by the /64 of an IPv6 client, by the whole address of an IPv4 one', async () => {
    const keys: string[] = [];
    const limit = async ({ key }: { key: string }) => {
      keys.push(key);
      return { success: true };
    };
    const limiter = { limit } as unknown as RateLimit;
    for (const client of ['2001:db8:5:6::1', '2001:db8:5:6:7:8:9:a', '192.0.2.77']) expect((await searchWith(limiter, client)).status).toBe(200);
    expect(keys).toEqual(['search:2001:db8:5:6::/64', 'search:2001:db8:5:6::/64', 'search:192.0.2.77']);
  });

  it(`a limiter that fails does not open the door: the isolate lets a client search ${searchRateLimit.limit} times, then answers 429`, async () => {
    forgetSearchIsolateCounts();
    // Thrown inside the async function, as a binding's failure arrives: a separate rejected promise would be an
    // unhandled rejection for a microtask, which workerd reports.
    const failing = {
      limit: async () => {
        throw new Error('limiter down');
      },
    } as unknown as RateLimit;
    const client = newClient();
    for (let i = 0; i < searchRateLimit.limit; i++) {
      const response = await searchWith(failing, client);
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const refused = await searchWith(failing, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await searchWith(failing, newClient())).status).toBe(200);
  });
});
