import { env, exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLoginInfo } from '../../../worker/app-api/login-info-cache';
import { newsPageSize } from '../../../app/screens/news/query';
import { previewCookie, previewCookieValue } from '../../../worker/content/preview';
import { QueryError, queryLimits, validateQuery } from '../../../worker/content/query';
import { getConfig } from '../../../worker/config';
import { contentCacheFault, disarmKvFault, localFaultsPath } from '../../../worker/local/kv-faults';
import { harness } from '../content/support';
import { recordingLimiter, sendWith } from '../forms/support';
import { get, getAnonymous } from '../helpers';

/** Issue 27's smaller holes, each tried as it was reported (decision 112). */
const origin = 'https://retail.test';

afterEach(() => forgetLoginInfo());

/** The sign-in link of a login page, as a browser would follow it. */
async function signInLink(response: Response): Promise<URL> {
  const html = await response.text();
  const href = /<a class="button login__action" href="([^"]*)"/.exec(html)?.[1];
  expect(href).toBeDefined();
  return new URL(href!.replaceAll('&amp;', '&'), origin);
}

describe('a: the sign-in link carries only the known parameters', () => {
  it.each([
    [
      'beside url and backlink',
      '/login?url=%2F__emulator%2Fsign-in&backlink=%2Fcs%2Fkontakty&return=https%3A%2F%2Fevil.example&next=%2F%2Fevil.example',
    ],
    ['inside url', '/login?url=%2F__emulator%2Fsign-in%3Freturn%3Dhttps%253A%252F%252Fevil.example%26RelayState%3Devil&backlink=%2Fcs%2Fkontakty'],
    ['unencoded in url', '/login?url=/__emulator/sign-in?return=https://evil.example&backlink=/cs/kontakty'],
  ])('%s', async (_, path) => {
    const response = await getAnonymous(path);
    expect(response.status).toBe(200);
    const link = await signInLink(response);
    expect(link.pathname).toBe('/__emulator/sign-in');
    expect([...link.searchParams.keys()]).toEqual(['backlink']);
    expect(link.searchParams.get('backlink')).toBe('/cs/kontakty');
  });
});

describe('e: the preview cookie is read strictly, and wrong entry secrets are rate limited', () => {
  const draftQuery = '/nuxt-api/kontent-proxy/items?system.codename=article_upcoming_launch&language=en';
  const drafts = async (cookie: string) => (await (await get(draftQuery, { cookie })).json<{ items: unknown[] }>()).items.length;

  it('a cookie with extra parts, or an expiry written otherwise, is no preview', async () => {
    const good = await previewCookieValue(env.SIGNING_KEY!, Date.now());
    const [expires, signature] = good.split('.');
    expect(await drafts(`${previewCookie}=${good}`)).toBe(1);
    for (const value of [
      `${good}.extra`,
      `${good}.`,
      `0${good}`,
      `+${expires}.${signature}`,
      `${expires}.${signature}=`,
      `${expires}..${signature}`,
    ]) {
      expect(await drafts(`${previewCookie}=${value}`), value).toBe(0);
    }
  });

  it('counts entry attempts per client: past the limit a guess is answered 429 before the secret is compared', async () => {
    const { keys, limiter } = recordingLimiter((key) => !key.startsWith('preview-entry:'));
    const enter = (secret: string) =>
      sendWith(
        { SEARCH_RATE_LIMITER: limiter },
        new Request(`${origin}/api/preview/enter?secret=${secret}&path=/`, { headers: { 'cf-connecting-ip': '2001:db8:1:2::5' } }),
      );
    const guess = await enter('guess');
    expect(guess.status).toBe(429);
    expect(guess.headers.get('retry-after')).toBe('60');
    expect((await enter('local-preview-entry-secret')).status).toBe(429);
    expect(keys).toEqual(['preview-entry:2001:db8:1:2::/64', 'preview-entry:2001:db8:1:2::/64']);
  });

  it('within the limit a wrong secret is 401 and the right one enters', async () => {
    const { limiter } = recordingLimiter(() => true);
    const enter = (secret: string) => sendWith({ SEARCH_RATE_LIMITER: limiter }, new Request(`${origin}/api/preview/enter?secret=${secret}&path=/`));
    expect((await enter('guess')).status).toBe(401);
    expect((await enter('local-preview-entry-secret')).status).toBe(302);
  });
});

describe("f: the proxy's new-query budget covers sync, and skip is bounded", () => {
  it('a sync call spends the budget like any query nobody cached: 429 once it is spent, Kontent not asked', async () => {
    const { calls, service } = harness({ mayAskNew: () => false });
    for (const request of [
      { method: 'POST' as const, path: '/sync/init', params: new URLSearchParams({ language: 'en' }) },
      { method: 'GET' as const, path: '/sync', params: new URLSearchParams(), continuation: 'token' },
    ]) {
      await expect(service().pass(request)).rejects.toMatchObject({ status: 429 });
    }
    expect(calls).toEqual([]);
  });

  it.each(['100001', '999999999'])('skip=%s is refused', (skip) => {
    expect(() => validateQuery(new URLSearchParams({ skip }))).toThrow(QueryError);
  });

  it('skip up to the bound passes, the news pages deepest included', () => {
    expect(validateQuery(new URLSearchParams({ skip: String(queryLimits.maxSkip) })).get('skip')).toBe(String(queryLimits.maxSkip));
    expect(queryLimits.maxSkip).toBeGreaterThanOrEqual(999 * newsPageSize);
  });
});

describe('h: protected content is never kept by the browser', () => {
  it.each(['/nuxt-api/kontent-proxy/items?system.type=article&language=en&limit=1', '/nuxt-api/kontent-proxy/types', '/api/session', '/contacts'])(
    '%s signed in is private, no-store',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    },
  );
});

describe('i: the local fault switches take a same-origin JSON request only', () => {
  const fault = JSON.stringify({ target: 'kontent', status: 500, count: 1 });
  const kvFaultBody = JSON.stringify({ mode: 'error' });
  const send = (path: string, body: string, headers: Record<string, string>) =>
    exports.default.fetch(new Request(`${origin}${path}`, { method: 'POST', headers, body }));
  const emulatorFaults = async () => (await (await env.EMULATOR!.fetch('https://emulator.local/faults')).json<{ faults: unknown[] }>()).faults;

  afterEach(async () => {
    disarmKvFault();
    await env.EMULATOR!.fetch('https://emulator.local/faults', { method: 'DELETE' });
  });

  const crossSite = [
    ['text/plain, as a page of another site may post without asking', { 'content-type': 'text/plain' }],
    ['text/plain, same origin', { 'content-type': 'text/plain', origin }],
    ['JSON from another origin', { 'content-type': 'application/json', origin: 'https://evil.example' }],
    ['JSON a browser marks cross-site', { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }],
  ] as const;

  it.each(crossSite)('/__local/faults refuses %s', async (_, headers) => {
    const response = await send(localFaultsPath, kvFaultBody, headers);
    expect([403, 415]).toContain(response.status);
    expect(contentCacheFault(getConfig(env), env)).toBeUndefined();
  });

  it.each(crossSite)("the emulator's /faults refuses %s", async (_, headers) => {
    const response = await send('/__emulator/faults', fault, headers);
    expect([403, 415]).toContain(response.status);
    expect(await emulatorFaults()).toEqual([]);
  });

  it('both take JSON from the same origin, or from a script without a browser (tests, tools)', async () => {
    expect((await send(localFaultsPath, kvFaultBody, { 'content-type': 'application/json', origin })).status).toBe(201);
    expect(
      (await send('/__emulator/faults', fault, { 'content-type': 'application/json; charset=utf-8', origin, 'sec-fetch-site': 'same-origin' }))
        .status,
    ).toBe(201);
    expect((await send('/__emulator/faults', fault, { 'content-type': 'application/json' })).status).toBe(201);
  });
});
