// The tag manager's stand-in: a gtm.js per container id that forwards the data layer, the signed-in users' script,
// and the record of what they received (what runs in the page is proven in Chromium: test/e2e/tracking.spec.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support.ts';

type Recorded = { source: string; document: string; page: string; entry: unknown };

const recorded = async (query = '') => ((await (await call(`/tag-manager/events${query}`)).json()) as { entries: Recorded[] }).entries;
const post = (body: unknown) =>
  call('/tag-manager/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

afterEach(async () => {
  await call('/tag-manager/events', { method: 'DELETE' });
});

describe('tag manager stand-in', () => {
  it('serves a container script per container id that reads the data layer and posts it back to the emulator', async () => {
    const res = await call('/tag-manager/gtm.js?id=GTM-LOCAL01');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    const source = await res.text();
    expect(source).toContain('"GTM-LOCAL01"');
    expect(source).toContain('window.dataLayer');
    expect(source).toContain('"/__emulator/tag-manager/events"');
    // As Google's tags: an analytics cookie only once analytics storage is granted.
    expect(source).toContain("analytics_storage === 'granted'");
  });

  it('answers 404 for what is not a container id', async () => {
    expect((await call('/tag-manager/gtm.js')).status).toBe(404);
    expect((await call('/tag-manager/gtm.js?id=%3Cscript%3E')).status).toBe(404);
  });

  it("serves the signed-in users' script, which reports the legal-entity meta", async () => {
    const source = await (await call('/tag-manager/signed-in.js')).text();
    expect(source).toContain('meta[name="legal-entity-id"]');
  });

  it('records entries per document, in order, and forgets them on DELETE', async () => {
    const event = { event: 'page_view', matrix_id: 1 };
    expect(
      (await post({ source: 'GTM-LOCAL01', document: 'doc-1', page: '/news', entries: [{ command: ['consent', 'default', {}] }, event] })).status,
    ).toBe(204);
    expect((await post({ source: 'GTM-LOCAL02', document: 'doc-2', page: '/', entries: [event] })).status).toBe(204);
    expect(await recorded('?document=doc-1')).toMatchObject([
      { source: 'GTM-LOCAL01', page: '/news', entry: { command: ['consent', 'default', {}] } },
      { source: 'GTM-LOCAL01', page: '/news', entry: event },
    ]);
    expect(await recorded()).toHaveLength(3);
    await call('/tag-manager/events', { method: 'DELETE' });
    expect(await recorded()).toEqual([]);
  });

  it('refuses a post of another shape', async () => {
    expect((await post({ source: 'UA-1', document: 'doc', page: '/', entries: [] })).status).toBe(400);
    expect((await post({ source: 'GTM-LOCAL01', document: 'doc', page: '/', entries: 'page_view' })).status).toBe(400);
    expect(await recorded()).toEqual([]);
  });
});
