import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { rejectAll } from '../../app/tracking/consent-choice';
import { hydrated } from './hydrated';
import { storeConsentChoice } from './sessions';

// Issue 17 (decisions 078, 079): the data layer, the two containers (the emulator's tag-manager stand-in, which
// records what each receives), page views, virtual page views, product §7 events, the signed-in extras and consent.

type Entry = Record<string, unknown>;
type Recorded = { source: string; document: string; page: string; entry: Entry };

const containers = ['GTM-LOCAL01', 'GTM-LOCAL02'];
const consentDefault = {
  command: [
    'consent',
    'default',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
  ],
};
/** The demo retailer's fields (emulator/app-api/users.ts), on every event of a signed-in page. */
const retailer = {
  importer_bid: 'CZ-R-10452',
  market_name: 'CZ',
  user_type: 'RETAILER',
  organization_name: 'Autocentrum Brno s.r.o.',
  organization_id: '10452',
};

/** `window.dataLayer` as JSON: commands (arguments objects) as `{ command: [...] }`, as the stand-in records them. */
function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? { command: Array.from(entry as ArrayLike<unknown>) } : (entry as Entry),
    ),
  );
}

const views = async (page: Page) => (await dataLayer(page)).filter((entry) => entry.event === 'page_view' || entry.event === 'virtual_page_view');
const events = async (page: Page, name: string) => (await dataLayer(page)).filter((entry) => entry.event === name);

/** What the stand-in's containers received from this page's document (parallel tests each read their own). */
async function received(page: Page, request: APIRequestContext): Promise<Recorded[]> {
  const document = await page.evaluate(() => (window as unknown as { __tagManagerStandIn?: { document: string } }).__tagManagerStandIn?.document);
  expect(document).toBeTruthy();
  const body = (await (await request.get(`/__emulator/tag-manager/events?document=${document}`)).json()) as { entries: Recorded[] };
  return body.entries;
}

/** Requests for the tag manager's and the signed-in script, from this page and any frame in it. */
function trackingRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/__emulator/tag-manager/') && pathname.endsWith('.js')) seen.push(`${pathname}${search}`);
  });
  return seen;
}

test('first load of home: consent defaults, then both containers, then one page view (matrix 1) with all sixteen fields', async ({
  page,
  request,
}) => {
  // The data layer at the moment each container is requested: the consent defaults must already be there.
  const atRequest: Entry[][] = [];
  await page.route('**/__emulator/tag-manager/gtm.js?*', async (route) => {
    atRequest.push(await dataLayer(page));
    await route.continue();
  });
  const scripts = trackingRequests(page);
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => views(page)).toHaveLength(1);

  const view = (await views(page))[0];
  expect(view).toEqual({
    event: 'page_view',
    event_name: 'page_view',
    page_group: 'SREX',
    page_name: '',
    page_language_version: 'en',
    // Desktop Chrome's 1280 × 720: between the sm and xl breakpoints.
    page_responsive_layout: 'tablet',
    page_orientation: 'landscape',
    page_section: '',
    web_environment: 'local',
    route_hash: '',
    matrix_id: 1,
    ...retailer,
  });
  expect(Object.keys(view ?? {})).toHaveLength(16);
  const layer = await dataLayer(page);
  expect(layer[0]).toEqual(consentDefault);
  // The retailer's stored "Accept all" (auth.setup.ts), sent before any container loads (decision 113).
  expect(layer[1]).toEqual({ command: ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })] });
  expect(layer[2]).toMatchObject({ event: 'gtm.js' });

  expect(atRequest).toHaveLength(2);
  for (const seen of atRequest) expect(seen[0]).toEqual(consentDefault);
  expect(scripts.filter((script) => script.includes('gtm.js')).sort()).toEqual(containers.map((id) => `/__emulator/tag-manager/gtm.js?id=${id}`));
  // The containers were added with the page's nonce (the CSP would have refused them otherwise: they ran).
  const nonces = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src*="/tag-manager/gtm.js"]')].map((script) => script.nonce),
  );
  expect(nonces).toHaveLength(2);
  for (const nonce of nonces) expect(nonce).toMatch(/\S{16,}/);

  await expect.poll(async () => (await received(page, request)).filter((entry) => entry.entry.event === 'page_view').length).toBe(2);
  for (const container of containers) {
    const entries = (await received(page, request)).filter((entry) => entry.source === container).map((entry) => entry.entry);
    expect(entries[0]).toEqual(consentDefault);
    expect(entries).toContainEqual(view);
  }
});

test('no tracking cookie before consent; the consent hook grants it', async ({ page, context, request }) => {
  // A stored "Reject all" (decision 113): no container until the hook, a consent platform's way in, grants.
  await storeConsentChoice(context, rejectAll);
  const scripts = trackingRequests(page);
  await page.goto('/news');
  await hydrated(page);
  await expect.poll(() => views(page)).toHaveLength(1);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ga');
  expect(scripts).toEqual([]);

  await page.evaluate(() => (window as unknown as { retailerConsent: { update(choice: object): void } }).retailerConsent.update({ analytics: true }));
  const update = { command: ['consent', 'update', { analytics_storage: 'granted' }] };
  expect(await dataLayer(page)).toContainEqual(update);
  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('_ga');
  await expect
    .poll(async () => (await received(page, request)).filter((entry) => JSON.stringify(entry.entry) === JSON.stringify(update)).length)
    .toBe(2);
});

test('an article: its page type, name and section, and no page view before its own', async ({ page }) => {
  await page.goto('/retail-standards-2025');
  await hydrated(page);
  await expect.poll(() => views(page)).toHaveLength(1);
  // Long enough for a second page view, had the guards sent one before the article's data.
  await page.waitForTimeout(500);
  expect(await views(page)).toEqual([
    expect.objectContaining({ event: 'page_view', matrix_id: 1, page_name: 'article_retail_standards', page_section: 'architecture', ...retailer }),
  ]);
});

test('in-app navigations send virtual page views (matrix 5), one each, and hydration sends nothing twice', async ({ page, request }) => {
  await page.goto('/news');
  await hydrated(page);
  await expect.poll(() => views(page)).toHaveLength(1);
  const siteMap = page.getByRole('navigation', { name: 'Site map' });
  const stops: Array<[string, string]> = [
    ['Downloads', 'Downloads'],
    ['FAQ', 'Frequently asked questions'],
    ['Contacts', 'Contacts'],
  ];
  for (const [index, [link, title]] of stops.entries()) {
    await siteMap.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect.poll(() => views(page)).toHaveLength(index + 2);
  }
  await page.waitForLoadState('networkidle');
  const seen = await views(page);
  expect(seen.map((view) => [view.event, view.matrix_id])).toEqual([
    ['page_view', 1],
    ['virtual_page_view', 5],
    ['virtual_page_view', 5],
    ['virtual_page_view', 5],
  ]);
  for (const view of seen) expect(view).toMatchObject({ page_name: '', page_section: '', ...retailer });
  // An article reached in the app: its own section and name on the virtual page view.
  await page.goto('/retail-standards-2025');
  await hydrated(page);
  await expect.poll(() => views(page)).toHaveLength(1);
  await page.locator('.article__body').getByRole('link', { name: 'The digital showroom' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The digital showroom');
  await expect.poll(() => views(page)).toHaveLength(2);
  expect((await views(page))[1]).toMatchObject({
    event: 'virtual_page_view',
    matrix_id: 5,
    page_name: 'article_digital_showroom',
    page_section: 'digital_showroom',
  });
  await expect
    .poll(async () => (await received(page, request)).filter((entry) => entry.entry.event === 'virtual_page_view').length)
    .toBe(containers.length);
});

test('clicks: a mailto link, an internal and an external link, a header navigation button', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/retail-standards-2025');
  await hydrated(page);
  await expect.poll(() => views(page)).toHaveLength(1);
  // The mail program and the new tab stay closed: the listener below runs after tracking's (capture phase).
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="mailto:"], a[target="_blank"]')) event.preventDefault();
    }),
  );
  const article = {
    matrix_id: 2,
    page_name: 'article_retail_standards',
    page_section: 'architecture',
    page_responsive_layout: 'desktop',
    ...retailer,
  };

  const body = page.locator('.article__body');
  await body.locator('a[href^="mailto:"]').click();
  // Click events reach the data layer in the task after the click's paint (decision 135).
  await expect
    .poll(() => events(page, 'contact_click'))
    .toEqual([expect.objectContaining({ event: 'contact_click', event_name: 'contact_click', link_url: 'mailto:retail@brand.example', ...article })]);

  await body.getByRole('link', { name: 'brand.example' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Retail' }).click();
  await expect
    .poll(() => events(page, 'button_click'))
    .toEqual([expect.objectContaining({ event: 'button_click', button_text: 'Retail', position: 'Navigation', section: 'Header', ...article })]);
  await page.keyboard.press('Escape');

  await body.getByRole('link', { name: 'The digital showroom' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The digital showroom');
  await expect
    .poll(() => events(page, 'link_click'))
    .toEqual([
      expect.objectContaining({ link_url: 'https://brand.example/retail', link_type: 'external', link_text: 'brand.example', ...article }),
      // The click belongs to the page it was made on, not to the one it leads to.
      expect.objectContaining({ link_url: expect.stringMatching(/\/digital-showroom$/), link_type: 'internal', ...article }),
    ]);
  for (const event of [...(await events(page, 'link_click')), ...(await events(page, 'contact_click')), ...(await events(page, 'button_click'))]) {
    expect(Object.keys(event)).toEqual(expect.arrayContaining(Object.keys((await views(page))[0] ?? {})));
  }
});

test("clicks made while tracking's chunk is on its way are reported for their page, once each", async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  // Tracking's chunk is held back until the clicks are made.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/tracker-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/assets\/tracker-[\w-]+\.js$/);
  await page.goto('/retail-standards-2025');
  // Hydrated (every link and button adopted by React), with the chunk asked for and not yet there; the network is
  // not quiet, so not `hydrated()`, which waits for that too.
  await asked;
  await page.waitForFunction(() =>
    [...document.body.querySelectorAll('a[href], button')].every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))),
  );
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[target="_blank"]')) event.preventDefault();
    }),
  );
  await page.locator('.article__body').getByRole('link', { name: 'brand.example' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Retail' }).click();
  await page.keyboard.press('Escape');
  expect(await dataLayer(page)).toEqual([]);
  release();
  await expect.poll(() => views(page)).toHaveLength(1);
  const article = { page_name: 'article_retail_standards', page_section: 'architecture', ...retailer };
  expect(await events(page, 'link_click')).toEqual([
    expect.objectContaining({ link_url: 'https://brand.example/retail', link_type: 'external', link_text: 'brand.example', ...article }),
  ]);
  expect(await events(page, 'button_click')).toEqual([expect.objectContaining({ button_text: 'Retail', section: 'Header', ...article })]);
  // Once tracking runs, a click is reported by its own listener, and the kept ones are not sent again.
  await page.locator('.article__body').getByRole('link', { name: 'brand.example' }).click();
  await expect.poll(async () => (await events(page, 'link_click')).length).toBe(2);
  expect(await events(page, 'button_click')).toHaveLength(1);
});

test('a signed-in user: the legal-entity meta and the further script; with ?web-spotlight neither', async ({ page, request }) => {
  const scripts = trackingRequests(page);
  await page.goto('/news');
  await hydrated(page);
  await expect(page.locator('meta[name="legal-entity-id"]')).toHaveAttribute('content', '10452');
  await expect
    .poll(async () => (await received(page, request)).filter((entry) => entry.source === 'signed-in').map((entry) => entry.entry))
    .toEqual([{ script: 'signed-in', legal_entity_id: '10452' }]);
  expect(scripts.filter((script) => script.endsWith('/signed-in.js'))).toHaveLength(1);

  const spotlight = trackingRequests(page);
  await page.goto('/news?web-spotlight=true');
  await hydrated(page);
  await expect(page.locator('meta[name="legal-entity-id"]')).toHaveCount(0);
  expect(spotlight.filter((script) => script.endsWith('/signed-in.js'))).toEqual([]);
  // The containers do load in the mode outside a frame (product §4), and the click-to-edit SDK's start, which runs the
  // page's loaders again, is not counted as another page.
  await expect.poll(() => views(page)).toHaveLength(1);
  await page.waitForTimeout(500);
  expect(await views(page)).toHaveLength(1);
});

test.describe('editors', () => {
  test('an editor’s preview session loads and sends nothing of tracking', async ({ page }) => {
    const scripts = trackingRequests(page);
    await page.goto('/api/preview/enter?secret=local-preview-entry-secret&path=/news');
    await expect(page).toHaveURL(/\/news$/);
    await hydrated(page);
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    await expect(page.locator('meta[name="legal-entity-id"]')).toHaveCount(0);
  });

  test('inside the local Web Spotlight host (a preview session in Kontent’s frame) nothing of tracking loads', async ({ page }) => {
    const scripts = trackingRequests(page);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/__emulator/web-spotlight?path=%2Fnews');
    const framed = page.frameLocator('iframe');
    await expect(framed.getByRole('heading', { level: 1 })).toHaveText('News');
    // The click-to-edit SDK has started in the frame: the page is the editor's, as Kontent shows it.
    await expect(framed.locator('ksl-highlight').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    const frame = page.frames().find((candidate) => new URL(candidate.url()).pathname === '/news');
    expect(await frame?.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    await expect(framed.locator('meta[name="legal-entity-id"]')).toHaveCount(0);
  });

  test('a page inside a frame loads and sends nothing of tracking', async ({ page }) => {
    const scripts = trackingRequests(page);
    // A page of the site's own origin framing one of its pages, as Kontent's Web Spotlight frames them.
    await page.route('**/frame-host', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Frame host</title><iframe src="/news" width="1200" height="800"></iframe>',
      }),
    );
    await page.goto('/frame-host');
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('News');
    const framed = page.frames().find((candidate) => candidate.url().endsWith('/news'));
    await framed?.waitForFunction(() => Boolean((window as unknown as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    expect(await framed?.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
  });
});
