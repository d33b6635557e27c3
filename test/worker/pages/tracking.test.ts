import { afterEach, describe, expect, it } from 'vitest';
import { cleanUp } from '../content/support';
import { get, getAnonymous } from '../helpers';

// product §4 (decisions 078, 079): what a page carries for tracking. The browser's part is proven in Chromium
// (test/e2e/tracking.spec.ts).
afterEach(cleanUp);

const legalEntity = (html: string) => /<meta name="legal-entity-id" content="([^"]*)"/.exec(html)?.[1];

describe('the legal-entity meta of a signed-in user', () => {
  it("is the user's organisation id, in the server's HTML", async () => {
    expect(legalEntity(await (await get('/news')).text())).toBe('10452');
    expect(legalEntity(await (await get('/cs/novinky', {}, { user: 'importer-fr-01' })).text())).toBe('00031');
  });

  it('is left out in Web Spotlight mode and for a signed-out visitor', async () => {
    expect(legalEntity(await (await get('/news?web-spotlight=true')).text())).toBeUndefined();
    expect(legalEntity(await (await getAnonymous('/login?url=%2F__emulator%2Fsign-in&backlink=%2F')).text())).toBeUndefined();
  });
});

describe('the tracking configuration a page carries', () => {
  it("names the containers for a retailer's page, and nothing of them for an editor's preview", async () => {
    expect(await (await get('/news')).text()).toContain('GTM-LOCAL02');
    const entry = await getAnonymous('/api/preview/enter?secret=local-preview-entry-secret&path=/news');
    const cookie = entry.headers.get('set-cookie')!.split(';')[0]!;
    const preview = await (await getAnonymous('/news', { cookie })).text();
    expect(preview).toMatch(/editorPreview:(?:!0|true)/);
    expect(preview).not.toContain('GTM-LOCAL');
    expect(legalEntity(preview)).toBeUndefined();
  });
});
