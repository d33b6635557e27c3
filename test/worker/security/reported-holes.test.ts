import { afterEach, describe, expect, it } from 'vitest';
import { forgetLoginInfo } from '../../../worker/app-api/login-info-cache';
import { get, getAnonymous } from '../helpers';

/**
 * Issue 13's holes, each tried as it was reported against the production build: an answer that sends a browser
 * off the site, skips sign-in, answers 5xx or hands a token to someone it refused.
 */
const origin = 'https://retail.test';

afterEach(() => forgetLoginInfo());

/** Where a browser lands following a Location or link of a page at `from` (tabs and newlines dropped, as browsers do). */
function landing(target: string, from = `${origin}/`): URL {
  return new URL(target.replace(/[\t\n\r]/g, ''), from);
}

function expectOnSite(target: string | null | undefined) {
  expect(target).toBeTruthy();
  const url = landing(target!);
  expect(url.origin).toBe(origin);
  // A path starting with two slashes is another host once a browser or a provider re-reads it.
  expect(url.pathname.startsWith('//')).toBe(false);
  expect(target).not.toMatch(/[\u0000-\u001f\u007f\\]/);
}

describe('preview paths', () => {
  it.each(['/%09/evil.example', '/%0a/evil.example', '/%0d%0a/evil.example', '/..//evil.example', '/%5Cevil.example', '/%2e%2e//evil.example'])(
    'exit with path=%s stays on the site and never fails',
    async (path) => {
      const response = await getAnonymous(`/api/preview/exit?path=${path}`);
      expect(response.status).toBe(302);
      expectOnSite(response.headers.get('location'));
    },
  );

  it.each(['/%09/evil.example', '/%0a/evil.example', '/..//evil.example', '/%2e%2e//evil.example'])('enter with path=%s is refused', async (path) => {
    const response = await get(`/api/preview/enter?secret=local-preview-entry-secret&path=${path}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('the login page is never handed an off-site way back', () => {
  const hostile = [
    '%2F..%2F%2Fevil.example',
    '%2F.%2F%2Fevil.example',
    '%2F%2e%2e%2F%2Fevil.example',
    '%2Fcs%2F..%2F%2Fevil.example',
    '%2F%252e%252e%2F%2Fevil.example',
  ];

  it.each(hostile)('backlink=%s', async (backlink) => {
    const response = await getAnonymous(`/login?backlink=${backlink}`);
    if (response.status === 302) {
      const location = landing(response.headers.get('location')!);
      expect(location.origin).toBe(origin);
      const kept = location.searchParams.get('backlink');
      if (kept !== null) expectOnSite(kept);
      return;
    }
    expect(response.status).toBe(200);
    for (const [, href] of (await response.text()).matchAll(/href="([^"]*backlink=[^"]*)"/g)) {
      const kept = landing(href!.replaceAll('&amp;', '&')).searchParams.get('backlink');
      if (kept !== null) expectOnSite(kept);
    }
  });
});

describe('long and odd paths', () => {
  const slashes = `/a${'/'.repeat(8000)}b`;

  it('a long run of slashes answers a client error signed out, never a 5xx or a huge Location', async () => {
    const response = await getAnonymous(slashes);
    expect(response.status).toBeLessThan(500);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect((response.headers.get('location') ?? '').length).toBeLessThan(4096);
  });

  it('and signed in', { timeout: 15_000 }, async () => {
    const response = await get(slashes);
    expect(response.status).toBeLessThan(500);
    expect(response.status).toBeGreaterThanOrEqual(400);
    await response.body?.cancel();
  });
});

describe('url and backlink skip sign-in on the login screen only', () => {
  it.each(['/news?url=x&backlink=y', '/cs/novinky?url=x&backlink=y', '/?url=x&backlink=y', '/retail-standards-2025?url=x&backlink=%2F'])(
    '%s asks an anonymous visitor to sign in',
    async (path) => {
      const response = await getAnonymous(path);
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get('location')!, origin).pathname).toMatch(/\/login$/);
    },
  );
});

describe('framing', () => {
  it('a signed-in page may be framed by the site itself only', async () => {
    const response = await get('/news');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
    expect(response.headers.get('content-security-policy')).not.toContain('kontent.ai');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it("an editor's preview session, and the preview entry, may be framed by Kontent's Web Spotlight", async () => {
    const entry = await get('/api/preview/enter?secret=local-preview-entry-secret&path=/news');
    expect(entry.status).toBe(302);
    expect(entry.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://app.kontent.ai;");
    expect(entry.headers.get('x-frame-options')).toBeNull();
    const cookie = entry.headers.get('set-cookie')!.split(';')[0]!;
    for (const path of ['/news', '/nuxt-api/kontent-proxy/languages']) {
      const response = await get(path, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://app.kontent.ai;");
      expect(response.headers.get('x-frame-options')).toBeNull();
      await response.body?.cancel();
    }
    // A wrong secret is no preview: the site's own framing rule holds.
    const refused = await get('/api/preview/enter?secret=wrong-secret-value&path=/news');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-security-policy')).not.toContain('kontent.ai');
  });

  it('an API answer or a redirect says the same', async () => {
    for (const path of ['/api/session', '/login']) {
      const response = await getAnonymous(path);
      expect(response.headers.get('content-security-policy') ?? '').not.toContain('kontent.ai');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});

describe('refused requests get no token', () => {
  it('an anonymous registration is refused without the client-credentials token', async () => {
    const page = await getAnonymous('/dashboard');
    const xsrf = page.headers.getSetCookie().map((line) => line.split(';')[0]!);
    const token = xsrf.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? 'none';
    const response = await getAnonymousPost('/api/registration', { cookie: xsrf.join('; '), 'x-xsrf-token': token, origin });
    expect([401, 403]).toContain(response.status);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('oauth='))).toBe(false);
  });
});

describe('the content proxy needs a visitor the pages would let in', () => {
  const query = '/nuxt-api/kontent-proxy/items?system.type=article&language=en';

  it('answers an anonymous caller 401 in JSON, and a forged or expired session the same', async () => {
    const { sessionValue } = await import('../../../worker/session/visitor-session');
    const user = { userId: 'retailer-cz-01' };
    const forged = `__Host-rx-session=${await sessionValue('not-the-signing-key-of-this-site', user, Date.now())}`;
    const expired = `__Host-rx-session=${await sessionValue('local-signing-key-not-a-secret', user, Date.now() - 5 * 3600_000)}`;
    for (const cookie of [undefined, forged, expired]) {
      const response = await getAnonymous(query, cookie ? { cookie } : {});
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.json()).toMatchObject({ message: 'Sign in to read content.' });
    }
  });

  it("answers a signed-in visitor's session, and an editor's preview session", async () => {
    expect((await get(query)).status).toBe(200);
    const entry = await getAnonymous('/api/preview/enter?secret=local-preview-entry-secret&path=/news');
    const preview = entry.headers.get('set-cookie')!.split(';')[0]!;
    expect((await getAnonymous(query, { cookie: preview })).status).toBe(200);
  });
});

async function getAnonymousPost(path: string, headers: Record<string, string>): Promise<Response> {
  const { exports } = await import('cloudflare:workers');
  return exports.default.fetch(new Request(`${origin}${path}`, { method: 'POST', headers, redirect: 'manual' }));
}
