import { afterEach, describe, expect, it } from 'vitest';
import type { NavigationItem, NavigationTree } from '../../../app/content/navigation-tree';
import { get, getAnonymous } from '../helpers';
import { armFault, cleanUp } from './support';

/** A retailer's page carries the navigation's first levels; the menus ask `/api/navigation/{locale}` (decision 129). */
afterEach(cleanUp);

async function wholeTree(locale: string, headers: Record<string, string> = {}): Promise<NavigationTree> {
  const response = await get(`/api/navigation/${locale}`, { accept: 'application/json', ...headers });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('vary')).toContain('Cookie');
  return (await response.json()) as NavigationTree;
}

const deeper = (tree: NavigationTree): NavigationItem[] =>
  tree.items.flatMap((first) => [...first.children, ...first.children.flatMap((second) => second.children)]);

/** The page's data carries its JSON as a string inside a script: its quotes escaped. */
const keyInPage = (html: string, key: string) => html.includes(`\\"key\\":\\"${key}\\"`);

describe('the navigation a page carries, and the rest on request', () => {
  it("a retailer's page carries the first levels, marked `later`; the endpoint has every level of the same tree", async () => {
    const html = await (await get('/cs')).text();
    const tree = await wholeTree('cs');
    expect(tree.items.length).toBeGreaterThan(0);
    const second = deeper(tree);
    expect(second.length).toBeGreaterThan(0);
    // The tree links to the list page in the locale (it sat in the page's data before decision 129).
    expect(second.map((node) => node.href)).toContain('/cs/list');
    for (const first of tree.items) {
      expect(keyInPage(html, first.key), first.key).toBe(true);
    }
    expect(html).toContain('\\"later\\":true');
    // No node below the first level is in the page, by key.
    for (const node of second) expect(keyInPage(html, node.key), node.key).toBe(false);
  });

  it('answers each locale in its own language and paths', async () => {
    const czech = await wholeTree('cs');
    const french = await wholeTree('fr_fr');
    expect(deeper(french).map((node) => node.href)).toContain('/fr_fr/list');
    expect(czech.items.map((item) => item.title)).not.toEqual(french.items.map((item) => item.title));
  });

  it('is the same answer again, from the content service (one Kontent answer, one JSON text)', async () => {
    expect(await wholeTree('en')).toEqual(await wholeTree('en'));
  });
});

describe('its doors', () => {
  it('a signed-out caller gets 401 and no navigation', async () => {
    const response = await getAnonymous('/api/navigation/cs', { accept: 'application/json' });
    expect(response.status).toBe(401);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: 'Unauthorized', message: 'Sign in to read the navigation.' });
    expect(body).not.toContain('/cs/list');
  });

  it.each(['xx', 'CS', '__proto__', 'constructor', 'cs%00', 'en%2Fcs'])('an unknown locale (%s) is a JSON 404', async (locale) => {
    const response = await get(`/api/navigation/${locale}`, { accept: 'application/json' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not Found', message: 'There is no such locale.' });
  });

  it('Kontent down with nothing kept: 503 with a retry time and a plain message, no detail', async () => {
    await armFault({ count: 1000, status: 503 });
    const response = await get('/api/navigation/da_dk', { accept: 'application/json' });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({
      error: 'Service Unavailable',
      message: 'The navigation is not available right now. Please try again later.',
    });
  });

  it('Kontent down after a page was seen: the menus still open, from what the content service kept', async () => {
    expect((await get('/ro_ro')).status).toBe(200);
    await armFault({ count: 1000, status: 503 });
    expect(deeper(await wholeTree('ro_ro')).length).toBeGreaterThan(0);
  });
});

describe("an editor's preview", () => {
  it('carries the whole tree in the page: what an editor clicks in an open panel is the page’s own data', async () => {
    const entry = await getAnonymous(`/api/preview/enter?${new URLSearchParams({ secret: 'local-preview-entry-secret', path: '/cs' })}`);
    expect(entry.status).toBe(302);
    const cookie = entry.headers.get('set-cookie')!.split(';')[0]!;
    const html = await (await getAnonymous('/cs', { cookie })).text();
    expect(html).not.toContain('\\"later\\":true');
    expect(html).toContain('\\"href\\":\\"/cs/list\\"');
    // And the endpoint answers a preview session too (a locale switch in the browser reads through the proxy anyway).
    const tree = (await (await getAnonymous('/api/navigation/cs', { cookie, accept: 'application/json' })).json()) as NavigationTree;
    expect(deeper(tree).map((node) => node.href)).toContain('/cs/list');
  });
});
