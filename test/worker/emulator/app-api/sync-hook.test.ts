// The sync hook stand-in: a script defining window.ssoSyncHook, and the record of the calls it makes.
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support.ts';

const recorded = async () => ((await (await call('/sync-hook/calls')).json()) as { calls: Array<{ action: string; userId?: string }> }).calls;

afterEach(async () => {
  await call('/sync-hook/calls', { method: 'DELETE' });
});

describe('sync hook stand-in', () => {
  it('serves a script that posts login and logout calls back to the emulator', async () => {
    const res = await call('/sync-hook.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    const source = await res.text();
    expect(source).toContain('window.ssoSyncHook');
    expect(source).toContain('"/__emulator/sync-hook/calls"');
  });

  it('records calls in order and forgets them on DELETE', async () => {
    const post = (body: unknown) =>
      call('/sync-hook/calls', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post({ action: 'logout' })).status).toBe(204);
    expect((await post({ action: 'login', userId: 'retailer-cz-01' })).status).toBe(204);
    expect(await recorded()).toMatchObject([{ action: 'logout' }, { action: 'login', userId: 'retailer-cz-01' }]);
    await call('/sync-hook/calls', { method: 'DELETE' });
    expect(await recorded()).toEqual([]);
  });

  it('refuses a call of another shape', async () => {
    const res = await call('/sync-hook/calls', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"steal"}' });
    expect(res.status).toBe(400);
    expect(await recorded()).toEqual([]);
  });
});
