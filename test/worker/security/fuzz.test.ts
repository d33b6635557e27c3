import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetLoginInfo } from '../../../worker/app-api/login-info-cache';
import { forgetRedirectTable } from '../../../worker/redirects/lookup';
import { redirectTableKey, type RedirectTable } from '../../../worker/redirects/rules';
import { get, getAnonymous } from '../helpers';

/**
 * Random requests of the kinds an attacker controls (issue 13): document paths, the login page's parameters,
 * preview paths and paths under redirect rules. Whatever comes in, no answer is a 5xx, none leaks a stack trace,
 * and no Location leads off the site (or, for a redirect rule, off the origin the rule names). Fixed seeds and
 * bounded runs keep a failure reproducible and the time known; the end-to-end suite times the worst inputs
 * against the built worker (test/e2e/hostile-requests.spec.ts).
 */
const origin = 'https://retail.test';
const settings = (seed: number) => ({ seed, numRuns: 120, interruptAfterTimeLimit: 50_000 });

/** Pieces that matter to paths and URL parsing, so random strings hit the interesting cases often. */
const pieces = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%5c',
  '%25',
  '%252e',
  '%00',
  '%0a',
  '%09',
  '%20',
  '%ff',
  '%',
  '\u00e9',
  '\uff0f',
  '?',
  '#',
  '@',
  ':',
  ';',
  'cs',
  'login',
  'news',
  'novinky',
  'list',
  'experience-',
  'evil.example',
  'https:',
  'javascript:',
  '[::1]',
  'a',
  '-',
  '_',
];
const tricky = (maxLength: number) => fc.array(fc.constantFrom(...pieces), { maxLength }).map((parts) => parts.join(''));
const text = fc.oneof(tricky(14), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.webPath(), fc.webUrl());

/** The request URL for a raw path, as a client would send it; undefined when no client could. */
function requestPath(raw: string): string | undefined {
  try {
    const url = new URL(raw.startsWith('/') ? raw : `/${raw}`, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

async function expectSafe(response: Response, allowedOrigins: readonly string[] = [origin]) {
  expect(response.status).toBeLessThan(500);
  const location = response.headers.get('location');
  if (location !== null) {
    expect(location).not.toMatch(/[\u0000-\u001f\u007f\\]/);
    const target = new URL(location, `${origin}/`);
    expect(allowedOrigins).toContain(target.origin);
    if (target.origin === origin) expect(target.pathname.startsWith('//')).toBe(false);
  }
  const body = await response.text();
  expect(body).not.toMatch(/\bat [^\n]*\.(?:ts|js|tsx|mjs):\d+/);
}

afterAll(() => forgetLoginInfo());

describe('fuzzing: document paths', () => {
  it('signed in or not, any path answers without a 5xx, a stack trace or an off-site Location', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(tricky(16), fc.webPath(), fc.string({ maxLength: 60 })), fc.boolean(), async (raw, signedIn) => {
        const path = requestPath(raw);
        if (path === undefined) return;
        await expectSafe(await (signedIn ? get(path) : getAnonymous(path)));
      }),
      settings(13),
    );
  });
});

describe('fuzzing: the login page', () => {
  it('any url and backlink leave the sign-in action on a listed provider and the way back on the site', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(text), fc.option(text), fc.constantFrom('/login', '/cs/login', '/bg_bg/login'), async (url, backlink, screen) => {
        const query = new URLSearchParams();
        if (url !== null) query.set('url', url);
        if (backlink !== null) query.set('backlink', backlink);
        const response = await getAnonymous(`${screen}?${query}`);
        const html = response.status === 200 ? await response.clone().text() : '';
        await expectSafe(response);
        for (const [, href] of html.matchAll(/class="button login__action" href="([^"]*)"/g)) {
          const action = new URL(href!.replaceAll('&amp;', '&'), `${origin}/`);
          expect(action.origin).toBe(origin);
          expect(action.pathname === '/__emulator/sign-in' || action.pathname.endsWith('/login')).toBe(true);
          const back = action.searchParams.get('backlink');
          if (back !== null) {
            const landing = new URL(back, `${origin}/`);
            expect(landing.origin).toBe(origin);
            expect(landing.pathname.startsWith('//')).toBe(false);
          }
        }
      }),
      settings(14),
    );
  });
});

describe('fuzzing: preview paths', () => {
  it('leaving preview with any path stays on the site; entering with one never sets a cookie for an off-site path', {
    timeout: 120_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(text, async (path) => {
        const query = new URLSearchParams({ path });
        await expectSafe(await getAnonymous(`/api/preview/exit?${query}`));
        await expectSafe(await get(`/api/preview/enter?secret=local-preview-entry-secret&${query}`));
      }),
      settings(15),
    );
  });
});

describe('fuzzing: paths under redirect rules', () => {
  const table: RedirectTable = {
    version: 1,
    importedAt: '2026-11-24T00:00:00Z',
    rules: [
      { from: '/old/*', to: '/*', status: 301 },
      { from: '/promo/*', to: 'https://brand.example/campaign/*', status: 307 },
      { from: '/cs/stare/*', to: '/cs/novinky/*', status: 302 },
      { from: '/exact', to: '/news', status: 301 },
    ],
  };

  beforeAll(async () => {
    await env.REDIRECTS.put(redirectTableKey, JSON.stringify(table));
    forgetRedirectTable();
  });

  afterAll(async () => {
    await env.REDIRECTS.delete(redirectTableKey);
    forgetRedirectTable();
  });

  it("a rule fills its target with any rest of the path, and the result never leaves the rule's origin", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/old/', '/promo/', '/cs/stare/', '/exact'), fc.oneof(tricky(10), fc.webPath()), async (prefix, rest) => {
        const path = requestPath(`${prefix}${rest}`);
        if (path === undefined) return;
        await expectSafe(await get(path), [origin, 'https://brand.example']);
      }),
      settings(16),
    );
  });

  it('the classic escapes through a prefix rule are refused', async () => {
    for (const rest of ['/evil.example', '%2F%2Fevil.example', '\\evil.example', '..%2F%2Fevil.example', '%5C%5Cevil.example']) {
      await expectSafe(await get(`/old/${rest}`));
      await expectSafe(await get(`/promo/@evil.example/${rest}`), [origin, 'https://brand.example']);
    }
  });
});
