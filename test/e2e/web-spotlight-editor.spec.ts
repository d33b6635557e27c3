import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import {
  articleIds,
  articlePath,
  environmentId,
  expectRectOf,
  framedPage,
  nextMessage,
  openHost,
  received,
  send,
  type Message,
} from './spotlight-host';

/**
 * The editor's flows that only Kontent can judge (issue 28), in Chromium against the local Web Spotlight host with
 * the real smart-link SDK: the add buttons in every state Kontent's permission answer can put them in (product §4
 * "Add button", §6 "Editor permissions", §8 "Editing overlay"), the add action that reaches Kontent, the enabled
 * switch inside and outside the frame (product §4 "Editing overlay"), and a live update that links an item the
 * page never loaded. Each group reuses one page. Screenshots of each add-button state, the frame at 1440 px, go to
 * test-results (or to EDITOR_SHOTS_DIR when set).
 */

const shots = process.env.EDITOR_SHOTS_DIR ?? 'test-results';

/**
 * The SDK's button for the add button drawn for `selector`'s element, marked so a locator finds it again. The SDK
 * draws buttons for visible elements only: the element is scrolled into view first.
 */
async function addButtonFor(frame: Frame, selector: string, name: string): Promise<Locator> {
  await frame.locator(selector).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      frame.evaluate(
        ({ selector, name }) => {
          const target = document.querySelector(selector);
          const button = [...document.querySelectorAll('ksl-add-button')].find(
            (candidate) => (candidate as unknown as { targetRef?: Element }).targetRef === target,
          );
          button?.setAttribute('data-e2e-add', name);
          return Boolean(button);
        },
        { selector, name },
      ),
    )
    .toBe(true);
  return frame.locator(`ksl-add-button[data-e2e-add="${name}"]`);
}

/** The add button's own button (the popover's buttons sit beside it in its shadow root). */
const mainButton = (addButton: Locator) => addButton.locator('ksl-button:not(.ksl-add-button__popover-button)');

/**
 * Points at `button` and expects the SDK's tooltip to say `text`. The pointer leaves first: a button that was just
 * clicked hid its tooltip while loading, and shows it again on the next pointer entry.
 */
async function expectTooltip(frame: Frame, button: Locator, text: string) {
  await frame.page().mouse.move(0, 0);
  await button.hover();
  await expect(frame.locator('ksl-tooltip')).toHaveText(text);
}

/**
 * Waits for Kontent's answer to have disabled the button: while loading it is disabled too, with its tooltip off,
 * and a pointer that entered then shows no tooltip after the answer.
 */
async function expectRefused(addButton: Locator) {
  await expect(mainButton(addButton)).not.toHaveAttribute('loading');
  await expect(mainButton(addButton)).toHaveAttribute('disabled');
}

/** Chooses how the host answers add buttons (emulator/web-spotlight/page.ts). */
const answerWith = (page: Page, mode: string) => page.locator('#add-response').selectOption(mode);

/** Widens the host until the frame shows the site at desktop width (1440 px), where the screenshots are taken. */
async function frameAtDesktopWidth(page: Page) {
  const inner = await page.locator('#preview').evaluate((frame) => frame.clientWidth);
  await page.setViewportSize({ width: 1440 + 1440 - inner, height: 1000 });
  await expect.poll(() => page.locator('#preview').evaluate((frame) => frame.clientWidth)).toBe(1440);
}

/** The frame as the editor sees it: the site at 1440 px with the SDK's buttons, popovers and tooltips. */
async function shot(page: Page, name: string) {
  await page.locator('#preview').screenshot({ path: `${shots}/editor-${name}.png` });
}

/** Status off and on again: the SDK removes its buttons and draws new ones (a disabled button stays disabled). */
async function redrawOverlay(page: Page, frame: Frame) {
  await page.getByLabel('Smart links enabled').uncheck();
  await expect(frame.locator('ksl-add-button')).toHaveCount(0);
  await page.getByLabel('Smart links enabled').check();
  await expect(frame.locator('ksl-add-button').first()).toBeAttached();
}

test.describe('the editor in the local Web Spotlight host', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('add buttons: the popover offers what Kontent allows, its actions reach Kontent, each refusal disables with its reason', async ({ page }) => {
    // One page through every state: about 30 s on a quiet machine, twice that under load.
    test.setTimeout(150_000);
    const frame = await openHost(page, articlePath);
    await frameAtDesktopWidth(page);
    const ids = await articleIds(page);
    const body = '.article__body';
    const related = '.article__related';
    let richText = await addButtonFor(frame, body, 'body');
    let linkedItems = await addButtonFor(frame, related, 'related');

    /** Clicks a popover action and checks the add:action message Kontent gets. */
    const act = async (addButton: Locator, id: string, action: string, element: string, target: string) => {
      const since = (await received(page)).length;
      await addButton.locator(`#${id}`).click();
      const message: Message = await nextMessage(page, 'kontent-smart-link:add:action', since);
      expect(message.data).toEqual({
        projectId: environmentId,
        languageCodename: 'en',
        itemId: ids.article,
        elementCodename: element,
        insertPosition: { placement: 'end' },
        action,
      });
      await expectRectOf(frame.locator(target), message);
      // The popover closes after an action.
      await expect(addButton.locator('ksl-popover')).toHaveCount(0);
    };

    // Allowed, rich text: insert an existing item or a new component (creating an item is for linked items).
    await answerWith(page, 'allowed');
    await expectTooltip(frame, mainButton(richText), 'Insert...');
    await mainButton(richText).click();
    await expect(richText.locator('#insert-linked-item')).toBeVisible();
    await expect(richText.locator('#create-component')).toBeVisible();
    await expect(richText.locator('#create-linked-item')).toBeHidden();
    await expectTooltip(frame, richText.locator('#create-component'), 'Insert new component');
    await shot(page, 'add-popover-rich-text');
    await expectTooltip(frame, richText.locator('#insert-linked-item'), 'Insert existing item');
    await act(richText, 'create-component', 'CreateComponent', 'body', body);

    // Allowed, linked items: insert an existing item or create one; a click outside closes the popover.
    await mainButton(linkedItems).click();
    await expect(linkedItems.locator('#create-component')).toBeHidden();
    await expectTooltip(frame, linkedItems.locator('#create-linked-item'), 'Create new item');
    await shot(page, 'add-popover-linked-items');
    await act(linkedItems, 'create-linked-item', 'CreateLinkedItem', 'related', related);
    await mainButton(linkedItems).click();
    await act(linkedItems, 'insert-linked-item', 'InsertLinkedItem', 'related', related);
    await mainButton(linkedItems).click();
    await expect(linkedItems.locator('ksl-popover')).toHaveCount(1);
    await frame.locator('h1').click({ position: { x: 2, y: 2 } });
    await expect(linkedItems.locator('ksl-popover')).toHaveCount(0);

    // createNew not Ok: only creating an item is refused.
    await answerWith(page, 'cannot-create');
    await mainButton(linkedItems).click();
    await expect(linkedItems.locator('#create-linked-item')).toHaveAttribute('disabled');
    await expect(linkedItems.locator('#insert-linked-item')).not.toHaveAttribute('disabled');
    await expectTooltip(frame, linkedItems.locator('#create-linked-item'), 'Your role cannot create items from the allowed types');
    await shot(page, 'add-cannot-create');
    await frame.locator('h1').click({ position: { x: 2, y: 2 } });

    // The parent item is published: every action is refused, in both kinds of element.
    await answerWith(page, 'published');
    for (const [addButton, create] of [
      [linkedItems, '#create-linked-item'],
      [richText, '#create-component'],
    ] as const) {
      await mainButton(addButton).click();
      for (const id of ['#insert-linked-item', create]) await expect(addButton.locator(id)).toHaveAttribute('disabled');
      await expectTooltip(frame, addButton.locator(create), 'Content is published');
      if (addButton === richText) await shot(page, 'add-published');
      await frame.locator('h1').click({ position: { x: 2, y: 2 } });
    }

    // The button itself is refused: no permission (edit: PermissionMissing), or components forbidden in the rich text.
    for (const [mode, addButton, tooltip, name] of [
      ['not-allowed', linkedItems, 'You are not allowed to add content here', 'add-not-allowed'],
      ['forbidden-components', richText, "Components and items can't be added here", 'add-forbidden-components'],
    ] as const) {
      await answerWith(page, mode);
      await mainButton(addButton).click();
      await expectRefused(addButton);
      await expect(addButton.locator('ksl-popover')).toHaveCount(0);
      await expectTooltip(frame, mainButton(addButton), tooltip);
      await shot(page, name);
    }

    // An answer Kontent could not give (element type Unknown), and one that never comes: loading, then nothing.
    await redrawOverlay(page, frame);
    richText = await addButtonFor(frame, body, 'body');
    linkedItems = await addButtonFor(frame, related, 'related');
    await answerWith(page, 'unknown');
    await mainButton(linkedItems).click();
    await expectRefused(linkedItems);
    await expectTooltip(frame, mainButton(linkedItems), 'Something went wrong');
    await shot(page, 'add-something-went-wrong');
    await answerWith(page, 'no-answer');
    await mainButton(richText).click();
    await expect(mainButton(richText)).toHaveAttribute('loading');
    await expect(mainButton(richText)).toHaveAttribute('disabled');
    await shot(page, 'add-loading');
  });

  test('inserting an item the page never loaded: the add action reaches Kontent, the update shows the item in place', async ({ page }) => {
    const frame = await openHost(page, articlePath);
    const ids = await articleIds(page);
    await frame.evaluate(() => ((window as unknown as { documentMarker: number }).documentMarker = 28));
    // Kontent makes a new item available to the Preview API a moment after it exists: the first lookup finds nothing.
    const lookups: string[] = [];
    await page.route(
      (url) => url.pathname === '/nuxt-api/kontent-proxy/items' && url.searchParams.has('system.codename[in]'),
      async (route) => {
        lookups.push(new URL(route.request().url()).searchParams.get('system.codename[in]') ?? '');
        if (lookups.length > 1) return route.continue();
        return route.fulfill({ json: { items: [], modular_content: {}, pagination: { skip: 0, limit: 0, count: 0, next_page: '' } } });
      },
    );
    const addButton = await addButtonFor(frame, '.article__related', 'related');
    await mainButton(addButton).click();
    const since = (await received(page)).length;
    await addButton.locator('#insert-linked-item').click();
    const action = await nextMessage(page, 'kontent-smart-link:add:action', since);
    expect(action.data).toMatchObject({ itemId: ids.article, elementCodename: 'related', action: 'InsertLinkedItem' });
    // The editor picked an article in Kontent's dialog; Kontent sends the element's new value, by codename.
    const sent = await send(page, 'kontent-smart-link:preview:update', {
      projectId: environmentId,
      variant: { id: '00000000-0000-0000-0000-000000000000', codename: 'en' },
      item: { id: ids.article, codename: 'article_retail_standards' },
      elements: [
        {
          element: { id: 'related', codename: 'related' },
          type: 'modular_content',
          data: { value: [...ids.related, 'article_importer_meeting'], linkedItems: [] },
        },
      ],
    });
    expect(sent).toMatchObject({ type: 'kontent-smart-link:preview:update' });
    // Asked again a second after Kontent did not have it.
    await expect.poll(() => lookups, { timeout: 10_000 }).toEqual(['article_importer_meeting', 'article_importer_meeting']);
    const list = frame.getByRole('navigation', { name: 'Related articles' }).getByRole('link');
    await expect(list).toHaveText(['The digital showroom', 'Importer meeting 2025'], { timeout: 10_000 });
    expect(await frame.evaluate(() => (window as unknown as { documentMarker?: number }).documentMarker)).toBe(28);
  });

  test('inside the frame the stored flag and the status messages rule, not the ksl-enabled parameter', async ({ page }) => {
    // The frame's address carries the parameter: outside a frame it would keep the overlay on.
    const path = `${articlePath}?ksl-enabled`;
    let frame = await openHost(page, path);
    const shown = () => frame.locator('ksl-highlight').count();
    const stored = () => frame.evaluate(() => localStorage.getItem('kontent-smart-link:iframe-settings'));
    expect((await received(page))[0]?.data).toMatchObject({ enabled: true });
    await page.getByLabel('Smart links enabled').uncheck();
    await expect.poll(shown).toBe(0);
    expect(JSON.parse((await stored()) ?? 'null')).toEqual({ enabled: false });

    // A new document in the frame: the SDK tells Kontent the stored flag, and stays off with the parameter there.
    await page.reload();
    frame = await framedPage(page, path, { overlay: false });
    expect((await received(page))[0]?.data).toMatchObject({ enabled: false });
    await expect(page.getByLabel('Smart links enabled')).not.toBeChecked();
    // The SDK checks the parameter every 1000 ms until Kontent answers: a window longer than one period shows it no longer does.
    await frame.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(await shown()).toBe(0);
    await page.getByLabel('Smart links enabled').check();
    await expect.poll(shown).toBeGreaterThan(0);
    expect(JSON.parse((await stored()) ?? 'null')).toEqual({ enabled: true });
  });
});

test.describe('the ksl-enabled switch outside Kontent', () => {
  test('the overlay follows the parameter within about a second', async ({ page }, testInfo) => {
    await page.goto(`${articlePath}?ksl-enabled`);
    await hydrated(page);
    const highlights = page.locator('ksl-highlight');
    await expect(highlights.first()).toBeAttached();
    /** Changes the address without a document load and returns how long the overlay took to follow (ms). */
    const follow = async (search: string, expected: 'on' | 'off') => {
      const started = await page.evaluate((search) => {
        history.replaceState(null, '', `${location.pathname}${search}`);
        return performance.now();
      }, search);
      if (expected === 'off') await expect(highlights).toHaveCount(0);
      else await expect(highlights.first()).toBeAttached();
      return (await page.evaluate(() => performance.now())) - started;
    };
    const off = await follow('', 'off');
    const on = await follow('?page=1&ksl-enabled=true', 'on');
    // The SDK checks every 1000 ms; what the check waited is a figure, the bound leaves room for a busy machine.
    testInfo.annotations.push({ type: 'ksl-enabled followed (ms)', description: `off ${Math.round(off)}, on ${Math.round(on)}` });
    expect(Math.max(off, on)).toBeLessThan(2_500);
  });
});
