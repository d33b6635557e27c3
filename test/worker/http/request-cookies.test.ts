import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import { requestCookie } from '../../../worker/http/request-cookies';
import { requestUrl } from '../../../worker/http/request-url';

/** Answers what `requestCookie` and Hono's own `getCookie` read for each asked name, and whether both agree. */
const app = new Hono().get('/read', (c) => {
  const names = c.req.queries('name') ?? [];
  return c.json(names.map((name) => [requestCookie(c, name) ?? null, getCookie(c, name) ?? null]));
});

async function read(cookie: string | undefined, names: string[]): Promise<[string | null, string | null][]> {
  const query = names.map((name) => `name=${encodeURIComponent(name)}`).join('&');
  const response = await app.request(`/read?${query}`, cookie === undefined ? {} : { headers: { cookie } });
  return response.json();
}

describe('the request cookie jar (one parse per request)', () => {
  it('answers what Hono getCookie answers, name by name', async () => {
    const header = 'a=1; b="quoted"; a=2; c=%E2%9C%93; bad name=x; d=; e=with space; g=back\\slash; __Host-x=y;f';
    const names = ['a', 'b', 'c', 'd', 'e', 'g', '__Host-x', 'f', 'missing', 'bad name'];
    const answers = await read(header, names);
    for (const [ours, hono] of answers) expect(ours).toBe(hono);
    expect(answers.map(([ours]) => ours)).toEqual(['1', 'quoted', '✓', '', 'with space', null, 'y', null, null, null]);
  });

  it('finds nothing for names it was not sent, including names of Object.prototype', async () => {
    for (const header of [undefined, '', 'a=1']) {
      expect((await read(header, ['constructor', 'toString', '__proto__', 'a'])).map(([ours]) => ours)).toEqual([
        null,
        null,
        null,
        header === 'a=1' ? '1' : null,
      ]);
    }
  });

  it('keeps one parse per request: each request reads its own cookies', async () => {
    const both = await Promise.all([read('who=first', ['who']), read('who=second', ['who'])]);
    expect(both.map((answers) => answers[0]?.[0])).toEqual(['first', 'second']);
  });
});

describe('the request address (one parse per request)', () => {
  it('is the request URL, and each request has its own', async () => {
    const urls = new Hono().get('*', (c) => {
      const first = requestUrl(c);
      return c.text(`${first.pathname}|${first.search}|${first === requestUrl(c)}`);
    });
    expect(await (await urls.request('/a/b?x=1')).text()).toBe('/a/b|?x=1|true');
    expect(await (await urls.request('/c')).text()).toBe('/c||true');
  });
});
