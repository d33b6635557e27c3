import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { armFault, cleanUp } from '../content/support';
import { get, getAnonymous } from '../helpers';

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanUp();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(
    new Request(`https://retail.test${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
      redirect: 'manual',
    }),
  );

const proxyItems = '/nuxt-api/kontent-proxy/items?system.type=article&language=en&limit=2';

describe('x-request-id on every response', () => {
  it('is present and unique per request over every kind of route', async () => {
    const responses: Array<[string, Response]> = [];
    const record = async (kind: string, response: Promise<Response>) => responses.push([kind, await response]);
    await record('page', get('/news'));
    await record('document redirect', getAnonymous('/news'));
    await record('static 404 page', get('/%E0%A4%A'));
    await record('proxy miss', get(proxyItems));
    await record('proxy hit', get(proxyItems));
    await record('proxy 400', get('/nuxt-api/kontent-proxy/items?limit=0'));
    await record('proxy 404', get('/nuxt-api/kontent-proxy/items/no_such_item?language=en'));
    await record('proxy unknown path', get('/nuxt-api/kontent-proxy/nothing'));
    await record('healthz', get('/healthz'));
    await record('api 404', get('/api/nothing-here'));
    await record('webhook 400', post('/api/webhooks/kontent', '{}', { 'x-kontent-ai-signature': 'forged' }));
    await record('preview 401', get('/api/preview/enter?secret=guess'));
    await record('emulator gateway', get('/__emulator/sign-in'));

    const statuses = Object.fromEntries(responses.map(([kind, response]) => [kind, response.status]));
    expect(statuses).toMatchObject({
      page: 200,
      'proxy hit': 200,
      'proxy 400': 400,
      'proxy 404': 404,
      healthz: 200,
      'api 404': 404,
      'webhook 400': 400,
      'preview 401': 401,
      'emulator gateway': 200,
    });
    expect(responses.find(([kind]) => kind === 'proxy hit')?.[1].headers.get('cache-status')).toMatch(/hit/);
    const ids = responses.map(([kind, response]) => [kind, response.headers.get('x-request-id')] as const);
    for (const [kind, id] of ids) expect(id, kind).toMatch(/^[\w-]{8,}$/);
    expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length);
    await Promise.all(responses.map(([, response]) => response.body?.cancel()));
  });

  it('equals the request id of the log lines', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    await armFault({ count: 10, status: 503 });
    const response = await get(proxyItems);
    expect(response.status).toBe(503);
    const id = response.headers.get('x-request-id');
    expect(id).toBeTruthy();
    await response.body?.cancel();
    const logged = lines
      .map((line) => JSON.parse(line) as { requestId?: string; message?: string; path?: string })
      .filter((line) => line.message === 'Content proxy request failed' && line.path === '/nuxt-api/kontent-proxy/items');
    expect(logged.map((line) => line.requestId)).toEqual([id]);
  });

  it('is never taken from the request, so no client can give two requests one id', async () => {
    const first = await get('/healthz', { 'x-request-id': 'chosen-by-the-client' });
    const second = await get('/healthz', { 'x-request-id': 'chosen-by-the-client' });
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it('is set once, not duplicated, on responses that already had one (the emulator’s own)', async () => {
    const response = await get('/__emulator/sign-in');
    expect(response.headers.get('x-request-id')?.split(',')).toHaveLength(1);
    await response.body?.cancel();
  });
});
