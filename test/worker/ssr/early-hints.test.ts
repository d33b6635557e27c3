import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { get, getAnonymous } from '../helpers';

/** The scripts a `Link` header announces (worker/ssr/early-hints.ts), as `[href, parameters]`. */
const announced = (response: Response) =>
  (response.headers.get('link') ?? '')
    .split(/,\s*(?=<)/)
    .filter(Boolean)
    .map((link) => [/^<([^>]+)>/.exec(link)?.[1], link.replace(/^<[^>]+>;\s*/, '')]);

/** What the edge and Chromium follow in a 103 (preload, not modulepreload), in the module script's request mode, behind the LCP image. */
const preload = 'rel=preload; as=script; crossorigin; fetchpriority=low';

describe('Link preload headers on document answers (what the edge sends ahead as Early Hints)', () => {
  it.each(['/news', '/cs/kontakty', '/retail-standards-2025', '/no-such-page'])('%s announces the entry script as a script preload', async (path) => {
    const response = await get(path);
    await response.body?.cancel();
    expect(response.headers.get('content-type')).toContain('text/html');
    const links = announced(response);
    // The worker tests run on the development manifest: the entry is its source module (a build names its chunk).
    expect(links).toContainEqual(['/app/browser/entry.tsx', preload]);
    expect(links.every(([href, parameters]) => href?.startsWith('/') && parameters === preload)).toBe(true);
  });

  it('is not sent with a redirect, nor with an answer that is no page', async () => {
    const redirect = await getAnonymous('/news');
    await redirect.body?.cancel();
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('link')).toBeNull();
    const health = await exports.default.fetch(new Request('https://retail.test/healthz'));
    await health.body?.cancel();
    expect(health.headers.get('link')).toBeNull();
  });
});
