import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetMemory } from '../../../worker/content/cache';
import { armFault, cachedKeys, cleanUp } from './support';
import { get, heading } from '../helpers';

afterEach(cleanUp);

/** Moves every cached answer `days` into the past, as if the site had not been visited since. */
async function age(days: number) {
  // The page's two answers: its article lookup and the header navigation.
  for (const name of await cachedKeys(2)) {
    const { value, metadata } = await env.CONTENT_CACHE.getWithMetadata<{ f: number }>(name);
    await env.CONTENT_CACHE.put(name, value!, { metadata: { ...metadata, f: metadata!.f - days * 86_400_000 } });
  }
  forgetMemory();
}

describe('pages while Kontent fails', () => {
  it('rides out two 503s with retries and renders the page', async () => {
    // Two failures, whichever of the page's queries (article, header navigation) meets them.
    await armFault({ count: 2, status: 503, pathContains: '/items' });
    const started = Date.now();
    const page = await get('/service-excellence');
    expect(page.status).toBe(200);
    expect(heading(await page.text())).toContain('Service excellence');
    // At least one retry waited about 1 s (80–120 % jitter).
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
  });

  it('serves the page from stale content when Kontent is fully down', async () => {
    expect((await get('/service-excellence')).status).toBe(200);
    await age(2);
    await armFault({ count: 1000, status: 503 });
    const started = Date.now();
    const page = await get('/service-excellence');
    expect(page.status).toBe(200);
    expect(heading(await page.text())).toContain('Service excellence');
    // Stale-if-error does not wait out the retries: the first failure is enough.
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers the error page, within the bounded wait, when Kontent is down and nothing is cached', async () => {
    await armFault({ count: 1000, status: 503 });
    const started = Date.now();
    const page = await get('/service-excellence');
    // Kontent's own failure, not a bug of the site's: monitors and caches see 503.
    expect(page.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(4000 + 1500);
    const html = await page.text();
    expect(heading(html)).toBe('Something went wrong');
    expect(html).not.toContain('emulator.local');
  });

  it('does not let a hanging Kontent hold the page past the bounded wait', async () => {
    await armFault({ count: 5, mode: 'timeout', pathContains: '/items' });
    const started = Date.now();
    const page = await get('/service-excellence');
    expect(page.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(4000 + 1500);
  });
});
