// Changing content through the management surface: upsert a draft, see it in preview only, publish (signed
// webhook to the app), see it published, unpublish.
import { afterAll, describe, expect, it } from 'vitest';
import { ENVIRONMENT_ID } from '../../../../emulator/constants.ts';
import { call, MANAGEMENT_KEY, sdkClient } from '../support.ts';

const variantUrl = (codename: string, language: string) =>
  `/kontent/management/v2/projects/${ENVIRONMENT_ID}/items/codename/${codename}/variants/codename/${language}`;

const manage = (path: string, body?: unknown, key = MANAGEMENT_KEY) =>
  call(path, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const client = sdkClient();

afterAll(async () => {
  await call('/kontent/management/reset', { method: 'POST', headers: { Authorization: `Bearer ${MANAGEMENT_KEY}` } });
});

describe('management', () => {
  it('needs the management key and validates bodies', async () => {
    expect((await manage(variantUrl('article_green_retail', 'cs'), { elements: [] }, 'wrong')).status).toBe(401);
    const bad = await manage(variantUrl('article_green_retail', 'cs'), {
      elements: [{ element: { codename: 'reading_minutes' }, value: 'many' }],
    });
    expect(bad.status).toBe(400);
    expect((await manage(variantUrl('no_such_item', 'cs'), { elements: [] })).status).toBe(404);
  });

  it('upserts a draft, publishes it with a signed webhook, and unpublishes it', async () => {
    const upsert = await manage(variantUrl('article_green_retail', 'cs'), {
      elements: [{ element: { codename: 'title' }, value: 'Zelený prodej 2026' }],
    });
    expect(upsert.status).toBe(200);
    const published = await client.item('article_green_retail').languageParameter('cs').toPromise();
    expect(published.data.item.elements.title?.value).toBe('Zelený prodej');
    const preview = await client.item('article_green_retail').languageParameter('cs').queryConfig({ usePreviewMode: true }).toPromise();
    expect(preview.data.item.elements.title?.value).toBe('Zelený prodej 2026');

    const publish = await manage(`${variantUrl('article_green_retail', 'cs')}/publish`);
    const result: { webhook: { delivered: boolean; status: number } } = await publish.json();
    // The test's stand-in app answers 200 only when X-Kontent-ai-Signature verifies.
    expect(result.webhook).toMatchObject({ delivered: true, status: 200 });
    const after = await client.item('article_green_retail').languageParameter('cs').toPromise();
    expect(after.data.item.elements.title?.value).toBe('Zelený prodej 2026');

    const unpublish = await manage(`${variantUrl('article_green_retail', 'cs')}/unpublish-and-archive`);
    expect(unpublish.status).toBe(200);
    const gone = await call(`/kontent/delivery/${ENVIRONMENT_ID}/items/article_green_retail?language=cs`);
    const body: { item: { system: { language: string } } } = await gone.json();
    // Unpublished in cs: Kontent falls back to the published en variant.
    expect(body.item.system.language).toBe('en');
  });

  it('creates a new item and publishes it', async () => {
    const created = await call(`/kontent/management/v2/projects/${ENVIRONMENT_ID}/items/codename/article_new_dealer`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${MANAGEMENT_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'New dealer', type: { codename: 'article' } }),
    });
    expect(created.status).toBe(201);
    await manage(variantUrl('article_new_dealer', 'en'), {
      elements: [
        { element: { codename: 'title' }, value: 'A new dealer in Aarhus' },
        { element: { codename: 'slug' }, value: 'new-dealer-aarhus' },
        { element: { codename: 'published' }, value: '2025-09-10T08:00:00Z', display_timezone: 'Europe/Copenhagen' },
        { element: { codename: 'audience' }, value: [{ codename: 'retailer' }] },
        { element: { codename: 'related' }, value: [{ codename: 'article_green_retail' }] },
      ],
    });
    await manage(`${variantUrl('article_new_dealer', 'en')}/publish`);
    const { data } = await client.items().type('article').equalsFilter('elements.slug', 'new-dealer-aarhus').toPromise();
    expect(data.items[0]?.system.codename).toBe('article_new_dealer');
  });
});
