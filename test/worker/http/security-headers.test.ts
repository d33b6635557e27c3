import { describe, expect, it } from 'vitest';
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
