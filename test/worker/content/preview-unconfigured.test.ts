import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import app from '../../../worker/index';
import { getConfig, parseConfig } from '../../../worker/config';
import { previewCookie, previewCookieValue } from '../../../worker/content/preview';
import { appSessionCookie, browserHeaders, get, sessionCookie } from '../helpers';
import { cleanUp, harness, newsQuery } from './support';

afterEach(cleanUp);

/**
 * The same worker deployed without KONTENT_PREVIEW_API_KEY (decision 026). The app is called with its own env
 * object, as workerd would call a deployment with those bindings: the config cache is keyed by the env object, so
 * this env is parsed once for itself and the tests' usual bindings stay as they are.
 */
const { KONTENT_PREVIEW_API_KEY: _key, ...withoutKey } = { ...env };
const envWithoutKey = withoutKey as Env;

async function fetchWithoutKey(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const cookie = [await sessionCookie(), await appSessionCookie(), headers.cookie].filter(Boolean).join('; ');
  const response = await app.fetch(
    new Request(`https://retail.test${path}`, { headers: { ...browserHeaders, ...headers, cookie }, redirect: 'manual' }),
    envWithoutKey,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/** A preview session begun while the key was still configured: signed with the same SIGNING_KEY. */
const previewSession = async () => `${previewCookie}=${await previewCookieValue(getConfig(env).SIGNING_KEY, Date.now())}`;

const draftQuery = '/nuxt-api/kontent-proxy/items?system.codename=article_upcoming_launch&language=en';

describe('a deployment without a Preview API key', () => {
  it('starts: the key is optional, and parsed as empty', () => {
    expect(parseConfig(envWithoutKey).KONTENT_PREVIEW_API_KEY).toBe('');
    expect(parseConfig({ ...envWithoutKey, KONTENT_PREVIEW_API_KEY: '' }).KONTENT_PREVIEW_API_KEY).toBe('');
    // Set but too short is still a mistake worth failing for.
    expect(() => parseConfig({ ...envWithoutKey, KONTENT_PREVIEW_API_KEY: 'short' })).toThrow(/KONTENT_PREVIEW_API_KEY/);
  });

  it('refuses to enter preview with 501 and the message, setting no cookie; a wrong secret is still 401', async () => {
    const response = await fetchWithoutKey('/api/preview/enter?secret=local-preview-entry-secret&path=/news');
    expect(response.status).toBe(501);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({ error: 'Preview API key is not configured.' });
    expect((await fetchWithoutKey('/api/preview/enter?secret=guess&path=/')).status).toBe(401);
  });

  it('answers the navigation endpoint of a preview session with 501 and the message (decision 129)', async () => {
    const response = await fetchWithoutKey('/api/navigation/en', { cookie: await previewSession(), accept: 'application/json' });
    expect(response.status).toBe(501);
    expect(await response.json()).toEqual({ error: 'Not Implemented', message: 'Preview API key is not configured.' });
  });

  it('answers a proxy request of a preview session with 501 and the message in Kontent’s error shape', async () => {
    const response = await fetchWithoutKey(draftQuery, { cookie: await previewSession(), accept: 'application/json' });
    expect(response.status).toBe(501);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ message: 'Preview API key is not configured.', error_code: 0, request_id: expect.any(String) });
    // Nothing was cached either way.
    expect((await env.CONTENT_CACHE.list()).keys).toHaveLength(0);
  });

  it('serves everyone else published content as usual', async () => {
    const published = await fetchWithoutKey(draftQuery, { accept: 'application/json' });
    expect(published.status).toBe(200);
    expect((await published.json<{ items: unknown[] }>()).items).toHaveLength(0);
    expect((await fetchWithoutKey('/news')).status).toBe(200);
  });

  it('shows the error page with the message to a preview session, with status 501 and no-store', async () => {
    const page = await fetchWithoutKey('/news', { cookie: await previewSession() });
    expect(page.status).toBe(501);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('Preview API key is not configured.');
  });

  it('the content service never calls the Preview API with an empty key', async () => {
    const { calls, service } = harness({ config: { ...getConfig(env), KONTENT_PREVIEW_API_KEY: '' } });
    await expect(service(true).get('/items', newsQuery())).rejects.toMatchObject({ status: 501, message: 'Preview API key is not configured.' });
    await expect(service(true).pass({ method: 'POST', path: '/sync/init', params: new URLSearchParams() })).rejects.toMatchObject({ status: 501 });
    expect(calls).toEqual([]);
  });

  it('leaves the usual bindings (with the key) untouched', async () => {
    const entered = await get('/api/preview/enter?secret=local-preview-entry-secret&path=/');
    expect(entered.status).toBe(302);
    expect(getConfig(env).KONTENT_PREVIEW_API_KEY).not.toBe('');
  });
});

describe('a deployment without a preview entry secret', () => {
  const { PREVIEW_ENTRY_SECRET: _secret, KONTENT_PREVIEW_API_KEY: _previewKey, ...withoutPreview } = { ...env };
  const envWithoutPreview = withoutPreview as Env;

  it('starts (the secret is optional like the key), and no secret opens preview: 501, no cookie', async () => {
    expect(parseConfig(envWithoutPreview).PREVIEW_ENTRY_SECRET).toBe('');
    expect(() => parseConfig({ ...envWithoutPreview, PREVIEW_ENTRY_SECRET: 'short' })).toThrow(/PREVIEW_ENTRY_SECRET/);
    for (const secret of ['', 'local-preview-entry-secret']) {
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(`https://retail.test/api/preview/enter?secret=${secret}&path=/`, { redirect: 'manual' }),
        envWithoutPreview,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(secret ? 501 : 400);
      expect(response.headers.get('set-cookie')).toBeNull();
      if (secret) expect(await response.json()).toEqual({ error: 'Preview entry is not configured.' });
    }
  });
});
