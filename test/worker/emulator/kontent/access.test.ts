// Published vs preview, secure access, and errors in Kontent's shape that the SDK maps to DeliveryError.
import { DeliveryError } from '@kontent-ai/delivery-sdk';
import { describe, expect, it } from 'vitest';
import { SECURED_ENVIRONMENT_ID } from '../../../../emulator/constants.ts';
import { call, deliveryPath, PREVIEW_KEY, SECURE_KEY, sdkClient } from '../support.ts';

const client = sdkClient();

const errorOf = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('published and preview', () => {
  it('never returns drafts from the Delivery API', async () => {
    const error = await errorOf(client.item('article_upcoming_launch').toPromise());
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).errorCode).toBe(100);
    const { data } = await client.items().type('article').toPromise();
    expect(data.items.map((i) => i.system.codename)).not.toContain('article_upcoming_launch');
  });

  it('returns drafts from the Preview API with the preview key', async () => {
    const { data } = await client.item('article_upcoming_launch').queryConfig({ usePreviewMode: true }).toPromise();
    expect(data.item.system.workflowStep).toBe('draft');
  });

  it('answers 401 in Kontent’s shape for a wrong or missing preview key', async () => {
    const wrong = sdkClient({ previewApiKey: 'wrong' });
    const error = await errorOf(wrong.items().queryConfig({ usePreviewMode: true }).toPromise());
    expect(error).toBeInstanceOf(DeliveryError);
    const missing = await call(`/kontent/preview/${SECURED_ENVIRONMENT_ID}/items`);
    expect(missing.status).toBe(401);
    const body: Record<string, unknown> = await missing.json();
    expect(Object.keys(body).sort()).toEqual(['error_code', 'message', 'request_id', 'specific_code']);
    const ok = await call(`/kontent/preview/${SECURED_ENVIRONMENT_ID}/items?limit=1`, {
      headers: { Authorization: `Bearer ${PREVIEW_KEY}` },
    });
    expect(ok.status).toBe(200);
  });
});

describe('secure access', () => {
  it('needs the secure key in a secured environment', async () => {
    const anonymous = sdkClient({ environmentId: SECURED_ENVIRONMENT_ID });
    expect(await errorOf(anonymous.items().toPromise())).toBeInstanceOf(DeliveryError);
    const wrong = sdkClient({ environmentId: SECURED_ENVIRONMENT_ID, secureApiKey: 'nope' });
    expect(await errorOf(wrong.items().queryConfig({ useSecuredMode: true }).toPromise())).toBeInstanceOf(DeliveryError);
    const secured = sdkClient({ environmentId: SECURED_ENVIRONMENT_ID, secureApiKey: SECURE_KEY });
    const { data } = await secured.items().type('article').queryConfig({ useSecuredMode: true }).toPromise();
    expect(data.items.length).toBeGreaterThan(0);
  });
});

describe('errors', () => {
  const expectError = async (path: string, status: number, errorCode: number) => {
    const res = await call(deliveryPath(path));
    expect(res.status, path).toBe(status);
    expect(res.headers.get('X-Stale-Content')).toBe('0');
    const body: { error_code: number; message: string; request_id: string; specific_code: number } = await res.json();
    expect(body.error_code, path).toBe(errorCode);
    expect(body.message.length).toBeGreaterThan(0);
    expect(body.request_id.length).toBeGreaterThan(0);
    expect(body.specific_code).toBe(0);
  };

  it('maps unknown items, types, elements and taxonomies to 404', async () => {
    await expectError('/items/no_such_item', 404, 100);
    await expectError('/types/no_such_type', 404, 101);
    await expectError('/taxonomies/no_such_group', 404, 102);
    await expectError('/types/article/elements/no_such_element', 404, 103);
  });

  it('rejects malformed filters and bad paging values with 400', async () => {
    await expectError('/items?elements.title[like]=x', 400, 1000);
    await expectError('/items?system.nonsense=x', 400, 1000);
    await expectError('/items?elements.published[range]=2025-01-01', 400, 1000);
    await expectError('/items?limit=0', 400, 1000);
    await expectError('/items?limit=abc', 400, 1000);
    await expectError('/items?skip=-1', 400, 1000);
    await expectError('/items?depth=-2', 400, 1000);
    await expectError('/items?order=title', 400, 1000);
    await expectError('/items?language=xx', 400, 1000);
  });

  it('gives the SDK a DeliveryError with Kontent’s fields', async () => {
    const error = await errorOf(client.item('no_such_item').toPromise());
    expect(error).toBeInstanceOf(DeliveryError);
    const delivery = error as DeliveryError;
    expect(delivery.message).toContain('no_such_item');
    expect(delivery.requestId).toBeTruthy();
    expect(delivery.specificCode).toBe(0);
  });

  it('answers unknown environments as Kontent does', async () => {
    const res = await call('/kontent/delivery/00000000-0000-4000-8000-0000000000ff/items');
    expect(res.status).toBe(404);
    const bad = await call('/kontent/delivery/not-a-guid/items');
    expect(bad.status).toBe(400);
  });
});
