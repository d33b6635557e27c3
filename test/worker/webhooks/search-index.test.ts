import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENVIRONMENT_ID } from '../../../emulator/constants';
import { armFault, cleanUp } from '../content/support';
import { bodyOf, itemNotification, logLines, objectNotification, postWebhook, publish, unpublish } from './support';

interface IndexRequest {
  body: { projectId: string; items: Array<{ codename: string; language: string; type?: string; action: string }> };
}

const emulator = (path: string, init?: RequestInit) => env.EMULATOR!.fetch(`https://emulator.local${path}`, init);

/** What the App API's index-elastic received so far (emulator/app-api/search-index.ts). */
const indexRequests = async () => (await (await emulator('/search-index-requests')).json<{ requests: IndexRequest[] }>()).requests;

/**
 * The requests naming `codename` in `language`. The emulator's list is shared with the other webhook suites, whose
 * index updates may land during this one (they run after each answer): each test reads only its own variants.
 */
const naming = async (codename: string, language: string) =>
  (await indexRequests()).filter((request) => request.body.items.some((item) => item.codename === codename && item.language === language));

/** The index update runs after the webhook's answer (waitUntil): waits until `count` requests name the variant. */
async function arrived(codename: string, language: string, count: number): Promise<IndexRequest[]> {
  let requests: IndexRequest[] = [];
  await vi.waitFor(
    async () => {
      requests = await naming(codename, language);
      expect(requests).toHaveLength(count);
    },
    { timeout: 3000, interval: 50 },
  );
  return requests;
}

beforeEach(() => emulator('/search-index-requests', { method: 'DELETE' }));
afterEach(async () => {
  await emulator('/search-index-requests', { method: 'DELETE' });
  await cleanUp();
  vi.restoreAllMocks();
});

describe("the App API's search index, kept to published content by Kontent's webhook (decision 118)", () => {
  it('sends a publish as an upsert and an unpublish as a removal, item by item, for this project', async () => {
    const published = await publish('article_service_excellence', 'cs', 'article');
    const unpublished = await unpublish('article_green_retail', 'en', 'article');
    expect((await postWebhook(bodyOf(published, unpublished))).status).toBe(200);
    const [request] = await arrived('article_green_retail', 'en', 1);
    expect(request?.body).toEqual({
      projectId: ENVIRONMENT_ID,
      items: [
        { codename: 'article_service_excellence', language: 'cs', type: 'article', action: 'upsert' },
        { codename: 'article_green_retail', language: 'en', type: 'article', action: 'remove' },
      ],
    });
  });

  it('asks nothing for drafts, other objects or a delivery it already applied', async () => {
    const draft = itemNotification('draft_only_item', 'en', 'article', 'published', 'preview');
    const taxonomy = objectNotification('taxonomy', 'term_changed', 'audience');
    expect((await postWebhook(bodyOf(draft, taxonomy))).status).toBe(200);
    const body = bodyOf(await publish('article_green_retail', 'fr_fr', 'article'));
    expect((await postWebhook(body)).status).toBe(200);
    await arrived('article_green_retail', 'fr_fr', 1);
    // Kontent delivers again what it thinks was missed: the replay is ignored, the index asked once.
    expect(await (await postWebhook(body)).json()).toMatchObject({ status: 'duplicate' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await naming('article_green_retail', 'fr_fr')).toHaveLength(1);
    expect(await naming('draft_only_item', 'en')).toHaveLength(0);
  });

  it('answers the webhook whatever the App API does, and logs a refused update', async () => {
    const errors = logLines('error');
    await armFault({ target: 'app-api', count: 5, mode: 'status', status: 503 });
    const response = await postWebhook(bodyOf(await publish('article_green_retail', 'bg_bg', 'article')));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'purged' });
    await vi.waitFor(() => expect(errors.join('\n')).toContain('Search index update failed'), { timeout: 3000, interval: 50 });
    expect(await naming('article_green_retail', 'bg_bg')).toHaveLength(0);
  });
});

describe("the emulator's index-elastic (App API wire format)", () => {
  const post = (body: unknown, authorization?: string) =>
    emulator('/app-api/api/v1/kontent-api/index-elastic', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });
  const token = async () => {
    const response = await emulator('/app-api/api/v1/oauth/access-token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'retailer-experience-web',
        client_secret: 'emulator-oauth-client-secret',
      }),
    });
    return `Bearer ${(await response.json<{ access_token: string }>()).access_token}`;
  };
  const change = { codename: 'index_probe_item', language: 'en', action: 'upsert' };

  it('refuses a caller without a bearer (401), a body it cannot read (400) and another project (404)', async () => {
    expect((await post({ projectId: ENVIRONMENT_ID, items: [change] })).status).toBe(401);
    const bearer = await token();
    const bad = await post({ projectId: ENVIRONMENT_ID, items: [{ ...change, action: 'reindex' }] }, bearer);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 400, details: [expect.stringContaining('items.0.action')] });
    expect((await post({ projectId: ENVIRONMENT_ID, items: [] }, bearer)).status).toBe(400);
    expect((await post({ projectId: '00000000-0000-4000-8000-0000000000ff', items: [change] }, bearer)).status).toBe(404);
    expect(await naming('index_probe_item', 'en')).toHaveLength(0);
    const accepted = await post({ projectId: ENVIRONMENT_ID, items: [change] }, bearer);
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toEqual({ accepted: 1 });
    expect(await naming('index_probe_item', 'en')).toHaveLength(1);
  });
});
