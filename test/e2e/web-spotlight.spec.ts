import { expect, test, type Frame } from '@playwright/test';
import { hydrated } from './hydrated';
import { articleIds, articlePath, environmentId, expectRectOf, nextMessage, openHost, received, send, type Message } from './spotlight-host';

/**
 * Editors in Web Spotlight (issue 15): the built site inside the emulator's local stand-in for Kontent's Web
 * Spotlight (`/__emulator/web-spotlight`, decision 076), which speaks Kontent's side of the smart-link SDK's frame
 * protocol and records every message in `window.spotlight`.
 */
test.describe('Web Spotlight in the local host', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the preview entry lands in Web Spotlight mode; the SDK shakes hands with the environment and language', async ({ page }) => {
    await openHost(page, '/cs/novinky');
    const [hello] = await received(page);
    expect(hello?.data).toMatchObject({
      projectId: environmentId,
      languageCodename: 'cs',
      supportedFeatures: { refreshHandler: true, updateHandler: true, previewIFrameCurrentUrlHandler: true },
    });
    const frame = page.frames().find((candidate) => candidate.url().includes('/cs/novinky'))!;
    expect(new URL(frame.url()).searchParams.get('web-spotlight')).toBe('true');
  });

  test('clicks on a heading, a rich-text paragraph, a component, a linked item and its element reach Kontent with their ids and rectangles', async ({
    page,
  }) => {
    const frame = await openHost(page, articlePath);
    // The editor's preview session (set by the frame's entry) reads the Delivery API through the proxy.
    const ids = await articleIds(page);
    /** Clicks `locator` (at `position`) and checks the message Kontent gets carries `target`'s rectangle. */
    const clicked = async (
      locator: ReturnType<Frame['locator']>,
      type: string,
      target: ReturnType<Frame['locator']>,
      position?: { x: number; y: number },
    ) => {
      let message: Message | undefined;
      // On a busy machine the SDK may still be placing its highlights when a click lands, and the click then meets
      // another target (seen once in CI): the click is repeated until Kontent gets a message of this kind. What the
      // message carries is asserted by the caller, every time.
      await expect(async () => {
        const since = (await received(page)).length;
        await locator.click(position ? { position } : {});
        message = await nextMessage(page, type, since, 2_000);
      }).toPass({ timeout: 20_000 });
      await expectRectOf(target, message!);
      return message!.data;
    };
    const heading = frame.locator('h1');
    expect(await clicked(heading, 'kontent-smart-link:element:clicked', heading)).toMatchObject({
      projectId: environmentId,
      languageCodename: 'en',
      itemId: ids.article,
      elementCodename: 'title',
    });
    expect(
      await clicked(frame.getByText('Every retail point reviews'), 'kontent-smart-link:element:clicked', frame.locator('.article__body')),
    ).toMatchObject({
      itemId: ids.article,
      elementCodename: 'body',
    });
    // The component's own area (its padding), not one of its elements.
    const component = frame.locator(`[data-kontent-component-id="${ids.component}"]`);
    expect(await clicked(component, 'kontent-smart-link:content-component:clicked', component, { x: 3, y: 3 })).toMatchObject({
      projectId: environmentId,
      languageCodename: 'en',
      itemId: ids.article,
      contentComponentId: ids.component,
    });
    const componentElement = component.locator('[data-kontent-element-codename]').first();
    expect(await clicked(componentElement, 'kontent-smart-link:element:clicked', componentElement)).toMatchObject({
      itemId: ids.article,
      contentComponentId: ids.component,
    });
    // The linked item's own area, then one of its elements.
    const linked = frame.locator(`[data-kontent-item-id="${ids.linkedItem}"]`).first();
    expect(await clicked(linked, 'kontent-smart-link:content-item:clicked', linked, { x: 3, y: 3 })).toEqual({
      projectId: environmentId,
      languageCodename: 'en',
      itemId: ids.linkedItem,
    });
    const linkedElement = linked.locator('[data-kontent-element-codename]').first();
    expect(await clicked(linkedElement, 'kontent-smart-link:element:clicked', linkedElement)).toMatchObject({
      itemId: ids.linkedItem,
      languageCodename: 'en',
    });
  });

  test('add buttons on linked items and rich text ask Kontent what may be inserted, and offer its actions', async ({ page }) => {
    const frame = await openHost(page, '/');
    const buttons = frame.locator('ksl-add-button');
    await expect.poll(() => buttons.count()).toBeGreaterThan(1);
    const since = (await received(page)).length;
    const count = await buttons.count();
    for (let i = 0; i < count; i++) {
      await buttons.nth(i).click();
      await page.keyboard.press('Escape');
    }
    const asked = (await received(page)).slice(since).filter((message) => message.type === 'kontent-smart-link:add:initial');
    expect(asked.length).toBeGreaterThan(1);
    for (const message of asked)
      expect(message.data).toMatchObject({
        projectId: environmentId,
        languageCodename: 'en',
        itemId: expect.any(String),
        elementCodename: expect.any(String),
        insertPosition: { placement: 'end' },
      });
    // The host answers with the element's type in the content: both kinds are among the buttons.
    const answered = await page.evaluate(() =>
      (window as unknown as { spotlight: { sent: Array<{ type: string; data?: { elementType?: string } }> } }).spotlight.sent
        .filter((message) => message.type === 'kontent-smart-link:add:initial:response')
        .map((message) => message.data?.elementType),
    );
    expect(new Set(answered)).toEqual(new Set(['LinkedItems', 'RichText']));
  });

  test('status off hides the overlay and status on shows it again', async ({ page }) => {
    const frame = await openHost(page, articlePath);
    const visible = () => frame.locator('ksl-highlight:not([hidden])').count();
    expect(await visible()).toBeGreaterThan(0);
    await page.getByLabel('Smart links enabled').uncheck();
    await expect.poll(visible).toBe(0);
    await page.getByLabel('Smart links enabled').check();
    await expect.poll(visible).toBeGreaterThan(0);
  });

  test('refresh after a saved draft shows it without reloading the document', async ({ page }) => {
    const frame = await openHost(page, articlePath);
    await frame.evaluate(() => ((window as unknown as { documentMarker: number }).documentMarker = 42));
    await page.locator('#edit-item').fill('article_retail_standards');
    await page.locator('#edit-element').fill('title');
    await page.locator('#edit-language').selectOption('en');
    await page.locator('#edit-value').fill('Retail standards 2025 (draft)');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(frame.locator('h1')).toHaveText('Retail standards 2025 (draft)');
    expect(await frame.evaluate(() => (window as unknown as { documentMarker?: number }).documentMarker)).toBe(42);
    await page.request.post('/__emulator/kontent/management/reset', { headers: { authorization: 'Bearer emulator-management-api-key' } });
  });

  test('update changes a title in place, from the page, without the network (the median of five keystrokes recorded)', async ({ page }, testInfo) => {
    const frame = await openHost(page, articlePath);
    const ids = await articleIds(page);
    const network: string[] = [];
    page.on('request', (request) => network.push(request.url()));
    const durations: number[] = [];
    for (const value of ['T', 'Ty', 'Typ', 'Type', 'Typed']) {
      // Timestamps on both sides of the frame boundary, from the one clock both windows share.
      await frame.evaluate((expected) => {
        const target = window as unknown as { changedAt?: number };
        delete target.changedAt;
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent !== expected) return;
          target.changedAt = Date.now();
          observer.disconnect();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }, value);
      const sentAt = await page.evaluate(
        ({ item, value }) => {
          const at = Date.now();
          (window as unknown as { spotlight: { send: (t: string, d: unknown) => void } }).spotlight.send('kontent-smart-link:preview:update', {
            projectId: '00000000-0000-4000-8000-000000000001',
            variant: { id: '00000000-0000-0000-0000-000000000000', codename: 'en' },
            item: { id: item, codename: 'article_retail_standards' },
            elements: [{ element: { id: 'title', codename: 'title' }, type: 'text', data: { value } }],
          });
          return at;
        },
        { item: ids.article, value },
      );
      await expect(frame.locator('h1')).toHaveText(value);
      const changedAt = await frame.evaluate(() => (window as unknown as { changedAt?: number }).changedAt);
      durations.push(changedAt! - sentAt);
    }
    durations.sort((a, b) => a - b);
    // A figure, not a check: a timed assertion fails on a busy CI machine. The aim is 100 ms; the annotation says it.
    testInfo.annotations.push({ type: 'update to paint, median of five (ms)', description: String(durations[2]) });
    expect(network.filter((url) => !url.includes('/assets/'))).toEqual([]);
  });

  test("smart-link messages from any window but the frame's parent are dropped; the parent's still work", async ({ page }) => {
    const frame = await openHost(page, articlePath);
    const ids = await articleIds(page);
    const original = await frame.locator('h1').textContent();
    const update = (value: string) => ({
      type: 'kontent-smart-link:preview:update',
      data: {
        projectId: environmentId,
        variant: { id: '00000000-0000-0000-0000-000000000000', codename: 'en' },
        item: { id: ids.article, codename: 'article_retail_standards' },
        elements: [{ element: { id: 'title', codename: 'title' }, type: 'text', data: { value } }],
      },
    });
    // The page itself, and a frame inside it (third-party embeds are such frames), post what Kontent would. A real
    // update paints within 100 ms (see above): half a second later each forged one would show.
    const unchanged = async () => {
      await page.waitForTimeout(500);
      await expect(frame.locator('h1')).toHaveText(original ?? '');
    };
    await frame.evaluate((message) => window.postMessage(message, '*'), update('Forged by the page'));
    await unchanged();
    await frame.evaluate(() => {
      const child = document.createElement('iframe');
      child.name = 'embedded-child';
      document.body.appendChild(child);
    });
    const child = page.frames().find((candidate) => candidate.name() === 'embedded-child');
    if (!child) throw new Error('no child frame');
    await child.evaluate((message) => window.parent.postMessage(message, '*'), update('Forged by an embed'));
    await unchanged();
    // A forged refresh would send the page's loaders to the network again.
    const proxied: string[] = [];
    page.on('request', (request) => request.url().includes('/nuxt-api/kontent-proxy/') && proxied.push(request.url()));
    await child.evaluate((message) => window.parent.postMessage(message, '*'), { type: 'kontent-smart-link:preview:refresh', data: {} });
    await unchanged();
    expect(proxied).toEqual([]);
    // The parent (Kontent's side of the protocol) still reaches the SDK.
    await send(page, 'kontent-smart-link:preview:update', update('From Kontent').data);
    await expect(frame.locator('h1')).toHaveText('From Kontent');
  });

  test('current-url answers the page the frame shows', async ({ page }) => {
    const frame = await openHost(page, '/cs/novinky');
    const since = (await received(page)).length;
    await send(page, 'kontent-smart-link:preview:current-url', {});
    const answer = await nextMessage(page, 'kontent-smart-link:preview:current-url:response', since);
    expect(answer.data?.previewUrl).toBe(frame.url());
  });

  test('the mode and the preview session survive in-app navigation', async ({ page }) => {
    const frame = await openHost(page, '/news');
    // Smart links off: with them on, a click on a highlighted link opens Kontent's editor instead (the SDK's rule).
    await page.getByLabel('Smart links enabled').uncheck();
    await expect.poll(() => frame.locator('ksl-highlight:not([hidden])').count()).toBe(0);
    const proxyCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/nuxt-api/kontent-proxy/')) proxyCalls.push(url);
    });
    for (const [link, path, heading] of [
      ['Downloads', '/downloads', 'Downloads'],
      ['Contacts', '/contacts', 'Contacts'],
      ['FAQ', '/faqs', 'Frequently asked questions'],
    ] as const) {
      await frame.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: link }).click();
      await expect.poll(() => new URL(frame.url()).pathname).toBe(path);
      expect(new URL(frame.url()).searchParams.get('web-spotlight')).toBe('true');
      // TanStack changes the address before the screen's data is asked for: the next click waits for the page, or it
      // would cancel this navigation before its loader reaches the proxy.
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    expect(proxyCalls.length).toBeGreaterThan(0);
    // Named, so a failure says which call left the mode out (a fresh-clone run once saw one, not seen since).
    for (const call of proxyCalls) expect(call.searchParams.get('web-spotlight'), `${call.pathname}${call.search}`).toBe('true');
    // Still the editor's preview: the draft-only article is there.
    const drafts = await frame.evaluate(() =>
      fetch('/nuxt-api/kontent-proxy/items?system.codename=article_upcoming_launch&language=en').then(
        (r) => r.json() as Promise<{ items: unknown[] }>,
      ),
    );
    expect(drafts.items).toHaveLength(1);
  });

  test('screenshot of the overlay at desktop width', async ({ page }) => {
    const frame = await openHost(page, articlePath);
    await frame.locator('h1').hover();
    await page.screenshot({ path: 'test-results/web-spotlight-host-1440.png' });
  });
});

test.describe('click-to-edit outside Kontent', () => {
  test('with ksl-enabled, an element click opens Kontent’s editor for that element in a new tab', async ({ page, context }) => {
    await context.route('https://app.kontent.ai/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'Kontent' }));
    await page.goto(`${articlePath}?ksl-enabled`);
    await hydrated(page);
    await expect(page.locator('ksl-highlight').first()).toBeAttached();
    const ids = await articleIds(page);
    const popup = context.waitForEvent('page');
    await page.locator('h1').click();
    expect((await popup).url()).toBe(
      `https://app.kontent.ai/goto/edit-item/project/${environmentId}/variant-codename/en/item/${ids.article}/element/title`,
    );
  });

  test("a retailer's page loads no click-to-edit code", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(articlePath);
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Downloads' }).click();
    await expect(page).toHaveURL(/\/downloads$/);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /\/start-[\w-]+\.js$/.test(url))).toEqual([]);
    expect(await page.locator('ksl-container, ksl-highlight').count()).toBe(0);
  });
});
