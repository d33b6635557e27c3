// The App API's form endpoints keep what they received (GET /form-records) and answer a retried submission with the
// same Idempotency-Key once: the first answer again, marked replayed, nothing stored twice.
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support.ts';

async function bearer(scope: string): Promise<string> {
  const response = await call('/app-api/api/v1/oauth/access-token', {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'retailer-experience-web',
      client_secret: 'emulator-oauth-client-secret',
      scope,
    }),
  });
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

const subscribe = async (body: unknown, key?: string, scope = 'newsletter:save') =>
  call('/app-api/api/v1/newsletter-subscriptions', {
    method: 'POST',
    headers: { authorization: await bearer(scope), 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });

const records = async () =>
  ((await (await call('/form-records')).json()) as { records: Array<{ kind: string; outcome: string; idempotencyKey: string | null }> }).records;

afterEach(async () => {
  await call('/form-records', { method: 'DELETE' });
});

describe('form records and idempotency', () => {
  const body = { email: 'jana@retailer.example', consent: true, language: 'cs' };

  it('stores a subscription once per key and replays the first answer', async () => {
    const first = await subscribe(body, 'key-0000000001');
    expect(first.status).toBe(201);
    const answer = await first.json();
    const again = await subscribe(body, 'key-0000000001');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(answer);
    expect((await records()).map((record) => [record.kind, record.outcome, record.idempotencyKey])).toEqual([
      ['newsletter', 'stored', 'key-0000000001'],
      ['newsletter', 'replayed', 'key-0000000001'],
    ]);
  });

  it('refuses a key used for another body, and a malformed key, with 400', async () => {
    await subscribe(body, 'key-0000000002');
    const other = await subscribe({ ...body, email: 'other@retailer.example' }, 'key-0000000002');
    expect(other.status).toBe(400);
    expect(((await other.json()) as { details: string[] }).details).toEqual(['Idempotency-Key: already used for another body']);
    expect((await subscribe(body, 'short')).status).toBe(400);
    expect((await records()).map((record) => record.outcome)).toEqual(['stored']);
  });

  it('records nothing for a refused call (wrong scope, invalid body)', async () => {
    expect((await subscribe(body, 'key-0000000003', 'contact:save')).status).toBe(403);
    expect((await subscribe({ email: 'x' }, 'key-0000000004')).status).toBe(400);
    expect(await records()).toEqual([]);
  });

  it('stores without a key too (no retry safety)', async () => {
    expect((await subscribe(body)).status).toBe(201);
    expect((await subscribe(body)).status).toBe(201);
    expect((await records()).map((record) => record.outcome)).toEqual(['stored', 'stored']);
  });
});
