import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { ENVIRONMENT_ID } from '../../../emulator/constants';
import { getAnonymous } from '../helpers';
import { cleanUp } from './support';

/** An editor's preview, as Kontent opens it (issue 15, decision 075). */
afterEach(cleanUp);

async function enter(path: string, spotlight = false): Promise<{ cookie: string; location: string }> {
  const query = new URLSearchParams({ secret: 'local-preview-entry-secret', path, ...(spotlight ? { 'web-spotlight': 'true' } : {}) });
  const response = await getAnonymous(`/api/preview/enter?${query}`);
  expect(response.status).toBe(302);
  return { cookie: response.headers.get('set-cookie')!.split(';')[0]!, location: response.headers.get('location')! };
}

async function manage(path: string, init: RequestInit = {}): Promise<Response> {
  return env.EMULATOR!.fetch(`https://emulator.local/kontent/management/v2/projects/${ENVIRONMENT_ID}${path}`, {
    ...init,
    headers: { authorization: 'Bearer emulator-management-api-key', 'content-type': 'application/json' },
  });
}

describe('entering preview from Kontent', () => {
  it('lands on the page in Web Spotlight mode when the preview URL asks for it, keeping the page query', async () => {
    expect((await enter('/cs/novinky?page=2', true)).location).toBe('/cs/novinky?page=2&web-spotlight=true');
    expect((await enter('/cs/novinky')).location).toBe('/cs/novinky');
  });

  it("an editor's preview session needs no single sign-on: Kontent's frame sends no SameSite=Lax cookie", async () => {
    const { cookie } = await enter('/cs/novinky', true);
    const page = await getAnonymous('/cs/novinky?web-spotlight=true', { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain('https://app.kontent.ai');
    // The page's guard verdict says so, for the router's checks on in-app navigation.
    expect(await page.text()).toMatch(/editorPreview:(?:!0|true)/);
    // Without the session the same request is asked to sign in.
    expect((await getAnonymous('/cs/novinky?web-spotlight=true')).status).toBe(302);
  });

  it('the content proxy answers the editor from the Preview API, stored nowhere', async () => {
    const { cookie } = await enter('/news');
    const answer = await getAnonymous('/nuxt-api/kontent-proxy/items?system.codename=article_upcoming_launch&language=en', { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('cache-status')).toBe('RetailerContent; fwd=bypass');
    expect(((await answer.json()) as { items: unknown[] }).items).toHaveLength(1);
    expect((await env.CONTENT_CACHE.list()).keys).toHaveLength(0);
  });
});

describe('archived items in preview (product §4, PREVIEW_EXCLUDE_ARCHIVED)', () => {
  it('listings leave them out and a single archived item is not found', async () => {
    const { cookie } = await enter('/news');
    const listing = '/nuxt-api/kontent-proxy/items?system.type=article&language=en&elements=title';
    const before = ((await (await getAnonymous(listing, { cookie })).json()) as { items: Array<{ system: { codename: string } }> }).items;
    expect(before.map((item) => item.system.codename)).toContain('article_green_retail');
    const archived = await manage('/items/codename/article_green_retail/variants/codename/en/unpublish-and-archive', { method: 'PUT' });
    expect(archived.status).toBe(200);
    const after = ((await (await getAnonymous(listing, { cookie })).json()) as { items: Array<{ system: { codename: string } }> }).items;
    expect(after.map((item) => item.system.codename)).not.toContain('article_green_retail');
    expect(after).toHaveLength(before.length - 1);
    const single = await getAnonymous('/nuxt-api/kontent-proxy/items/article_green_retail?language=en', { cookie });
    expect(single.status).toBe(404);
  });
});
