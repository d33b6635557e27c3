import { expect, test } from '@playwright/test';

// public/_headers (decision 059): the build's hashed files are kept by browsers for a year; everything else keeps
// the platform's default and is revalidated on every use.

test('hashed build files are cached for a year without revalidation; pages and unhashed files are not', async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['cache-control']).toBe('private, no-store');
  const html = await page.text();
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) {
    const asset = await request.get(file);
    expect(asset.status(), file).toBe(200);
    expect(asset.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
  }
  const favicon = await request.get('/favicon.svg');
  expect(favicon.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  // The rules file configures the platform; it is not a file the site serves.
  const rules = await request.get('/_headers', { maxRedirects: 0 });
  expect(await rules.text()).not.toContain('immutable');
});

// public/_headers (decision 065): static files never run the worker, so they carry its security headers themselves.
test('static files carry the security headers: no sniffing, no framing by other sites, nothing runs in them', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  for (const file of ['/favicon.svg', '/robots.txt', script!]) {
    const headers = (await request.get(file)).headers();
    expect(headers['x-content-type-options'], file).toBe('nosniff');
    expect(headers['x-frame-options'], file).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security'], file).toContain('max-age=');
    expect(headers['content-security-policy'], file).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy'], file).toContain('sandbox');
    expect(headers['content-security-policy'], file).not.toContain('kontent.ai');
  }
});
