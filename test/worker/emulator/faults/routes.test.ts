// Fault switches: the next N calls answer a chosen status with Retry-After, a malformed body, or after a delay.
import { afterEach, describe, expect, it } from 'vitest';
import { call, deliveryPath } from '../support.ts';

const arm = (fault: Record<string, unknown>) =>
  call('/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fault) });

afterEach(async () => {
  await call('/faults', { method: 'DELETE' });
});

describe('faults', () => {
  it('fails the next N Kontent calls with a status and Retry-After, then recovers', async () => {
    expect((await arm({ target: 'kontent', count: 2, status: 503, retryAfter: 3 })).status).toBe(201);
    const first = await call(deliveryPath('/items?limit=1'));
    expect(first.status).toBe(503);
    expect(first.headers.get('Retry-After')).toBe('3');
    expect((await call(deliveryPath('/items?limit=1'))).status).toBe(503);
    expect((await call(deliveryPath('/items?limit=1'))).status).toBe(200);
  });

  it('targets one API only and answers malformed bodies', async () => {
    await arm({ target: 'app-api', mode: 'malformed' });
    expect((await call(deliveryPath('/items?limit=1'))).status).toBe(200);
    const broken = await call('/app-api/api/v1/saml/login-info');
    await expect(broken.json()).rejects.toThrow();
  });

  it('delays answers and takes one-off faults from a header', async () => {
    await arm({ target: 'kontent', mode: 'delay', delayMs: 50 });
    const started = Date.now();
    expect((await call(deliveryPath('/items?limit=1'))).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    const header = await call(deliveryPath('/items?limit=1'), { headers: { 'X-Emulator-Fault': 'status=429; retry-after=1' } });
    expect(header.status).toBe(429);
    expect(header.headers.get('Retry-After')).toBe('1');
  });

  it('a state switch puts a language the app does not know first in the language list, until cleared', async () => {
    const codenames = async (init?: RequestInit) =>
      ((await (await call(deliveryPath('/languages'), init)).json()) as { languages: Array<{ system: { codename: string } }> }).languages.map(
        (language) => language.system.codename,
      );
    const normal = await codenames();
    expect(normal[0]).toBe('en');
    expect((await arm({ target: 'kontent', mode: 'foreign-default-language', count: 100 })).status).toBe(201);
    // Other calls neither change nor use the switch up.
    expect((await call(deliveryPath('/items?limit=1'))).status).toBe(200);
    expect(await codenames()).toEqual(['de_de', ...normal]);
    expect(await codenames()).toEqual(['de_de', ...normal]);
    expect(((await (await call('/faults')).json()) as { faults: Array<{ remaining: number }> }).faults[0]?.remaining).toBe(98);
    expect((await call('/faults', { method: 'DELETE' })).status).toBe(204);
    expect(await codenames()).toEqual(normal);
    // Scoped to one request by header, with a chosen codename.
    expect(await codenames({ headers: { 'X-Emulator-Fault': 'mode=foreign-default-language; language=xx_yy' } })).toEqual(['xx_yy', ...normal]);
    expect(await codenames()).toEqual(normal);
    expect((await arm({ mode: 'foreign-default-language', language: 'not a codename' })).status).toBe(400);
  });

  it('after: the call is handled, then its answer replaced by the fault (a save stored, its answer lost)', async () => {
    await arm({ target: 'app-api', mode: 'status', status: 502, after: true, pathContains: 'newsletter-subscriptions' });
    const token = await call('/app-api/api/v1/oauth/access-token', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'retailer-experience-web',
        client_secret: 'emulator-oauth-client-secret',
        scope: 'newsletter:save',
      }),
    });
    expect(token.status).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const save = () =>
      call('/app-api/api/v1/newsletter-subscriptions', {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'idempotency-key': 'key-after-fault-01' },
        body: JSON.stringify({ email: 'jana@retailer.example', consent: true, language: 'cs' }),
      });
    expect((await save()).status).toBe(502);
    const replayed = await save();
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    const records = ((await (await call('/form-records')).json()) as { records: Array<{ outcome: string }> }).records;
    expect(records.map((record) => record.outcome)).toEqual(['stored', 'replayed']);
    await call('/form-records', { method: 'DELETE' });
  });

  it('a call held by a timeout fault answers 504 as soon as the faults are cleared, not after the whole hold', async () => {
    await arm({ target: 'kontent', mode: 'timeout' });
    const started = Date.now();
    const held = call(deliveryPath('/items?limit=1'));
    // The call is being held (the fault is used up) before the switchboard is cleared.
    await expect.poll(async () => ((await (await call('/faults')).json()) as { faults: unknown[] }).faults).toEqual([]);
    expect((await call('/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await held).status).toBe(504);
    // A test file's clean-up ends what it left held: nothing outlives the file into the runtime's teardown.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('rejects an invalid fault', async () => {
    expect((await arm({ status: 200 })).status).toBe(400);
  });
});
