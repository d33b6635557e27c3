import { describe, expect, it } from 'vitest';
import { headerNavigationQuery } from '../../../app/content/queries/navigation';
import { cacheKey } from '../../../worker/content/cache-key';

// Keys are remembered per isolate by the request as it came (decision 057): asking again, in any order, with or
// without a continuation, must give exactly the key a first computation gives.
describe('content cache keys', () => {
  it('gives one canonical key for a query in any parameter order, asked again and again', async () => {
    const first = await cacheKey('/items', new URLSearchParams({ language: 'fr', 'system.type': 'article', depth: '0' }));
    const reordered = new URLSearchParams({ depth: '0', 'system.type': 'article', language: 'fr' });
    expect(first).toBe('c:/items?depth=0&language=fr&system.type=article');
    for (let i = 0; i < 3; i += 1) expect(await cacheKey('/items', reordered)).toBe(first);
  });

  it('keeps requests that differ only in path, values or continuation apart', async () => {
    const params = () => new URLSearchParams({ language: 'cs', limit: '3' });
    const plain = await cacheKey('/items', params());
    const continued = await cacheKey('/items', params(), 'token-1');
    const otherToken = await cacheKey('/items', params(), 'token-2');
    expect(plain).toBe('c:/items?language=cs&limit=3');
    expect(continued).toBe('c:/items?language=cs&limit=3#token-1');
    expect(otherToken).toBe('c:/items?language=cs&limit=3#token-2');
    expect(await cacheKey('/items', params())).toBe(plain);
    expect(await cacheKey('/types', params())).toBe('c:/types?language=cs&limit=3');
    expect(await cacheKey('/items', new URLSearchParams({ language: 'cs', limit: '4' }))).toBe('c:/items?language=cs&limit=4');
  });

  it('names the header navigation query per language, and only that query', async () => {
    for (const language of ['cs', 'fr', 'cs']) {
      const query = Object.entries(headerNavigationQuery(language)).map(([key, value]) => [key, String(value)]);
      expect(await cacheKey('/items', new URLSearchParams(query))).toBe(`c:header-navigation:${language}`);
      // The same parameters with one more is an ordinary query.
      expect(await cacheKey('/items', new URLSearchParams([...query, ['skip', '1']]))).toMatch(/^c:\/items\?/);
    }
  });

  it('counts the KV limit in UTF-8 bytes, not characters (KV keys are at most 512 bytes)', async () => {
    const params = new URLSearchParams({ language: 'en' });
    for (const continuation of ['\u00e9'.repeat(300), '\u20ac'.repeat(200), 'x'.repeat(470), '\u{1f600}'.repeat(120)]) {
      const key = await cacheKey('/items-feed', params, continuation);
      expect(new TextEncoder().encode(key).length).toBeLessThanOrEqual(512);
    }
  });

  it('hashes keys past the KV limit, the same hash each time', async () => {
    const long = () => new URLSearchParams({ 'elements.slug[in]': Array.from({ length: 60 }, (_, i) => `slug-${i}`).join(','), language: 'en' });
    const key = await cacheKey('/items', long());
    expect(key).toMatch(/^c:sha256:[0-9a-f]{64}$/);
    expect(await cacheKey('/items', long())).toBe(key);
  });
});
