import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { getConfig, type AppConfig } from '../../../worker/config';
import { securityHeaders } from '../../../worker/http/security-headers';
import { get } from '../helpers';

describe('baseline headers', () => {
  it('every page carries a request id, a nonce CSP that its scripts use, HSTS, nosniff and a referrer policy', async () => {
    const response = await get('/news');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // Only the site frames its pages; an editor's preview is the one exception (test/worker/security).
    expect(csp).toContain("frame-ancestors 'self';");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(csp).toContain("object-src 'none'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('each request gets its own nonce', async () => {
    const first = (await get('/news')).headers.get('content-security-policy');
    const second = (await get('/news')).headers.get('content-security-policy');
    expect(first).not.toBe(second);
  });

  it('the plain route answers without rendering', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });
});

describe("the tag manager's place in the policy (decision 079)", () => {
  /** The headers as the app sets them for a config with these tag manager vars. */
  async function policyFor(vars: Partial<AppConfig>): Promise<string> {
    const app = new Hono();
    app.use(async (c, next) => {
      c.set('config', { ...getConfig(env), ...vars });
      await next();
    });
    app.use(securityHeaders(false));
    app.get('/', (c) => c.text('ok'));
    return (await app.request('/')).headers.get('content-security-policy') ?? '';
  }
  const directive = (policy: string, name: string) => policy.split(/;\s*/).find((part) => part.startsWith(`${name} `)) ?? '';

  it("locally the containers come from the site's own origin (the emulator's stand-in): no other host is allowed", async () => {
    const csp = (await get('/news')).headers.get('content-security-policy') ?? '';
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it("Google's host joins script-src and, with the measurement hosts, connect-src; nothing else changes", async () => {
    const csp = await policyFor({
      GTM_CONTAINER_IDS: ['GTM-AB12CD3', 'GTM-EF45GH6'],
      GTM_URL: 'https://www.googletagmanager.com',
      GTM_CONNECT_SRC: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
    });
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com$/);
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    );
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).not.toContain('unsafe');
  });

  it('without a container the policy names no tag manager host', async () => {
    const csp = await policyFor({
      GTM_CONTAINER_IDS: [],
      GTM_URL: 'https://www.googletagmanager.com',
      GTM_CONNECT_SRC: ['https://*.google-analytics.com'],
    });
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });
});
