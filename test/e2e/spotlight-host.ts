import { expect, type Frame, type Locator, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

/**
 * Driving the emulator's local stand-in for Kontent's Web Spotlight (`/__emulator/web-spotlight`, decision 076),
 * which speaks Kontent's side of the smart-link SDK's frame protocol and records every message in
 * `window.spotlight` (emulator/web-spotlight/script.ts).
 */
export const environmentId = '00000000-0000-4000-8000-000000000001';
export const articlePath = '/retail-standards-2025';

export interface Message {
  type: string;
  data?: Record<string, unknown>;
  /** The element's rectangle (DOMRect as JSON) on clicks and add buttons. */
  metadata?: { elementRect?: Rect } & Record<string, unknown>;
  requestId?: string;
  at: string;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const received = (page: Page) => page.evaluate(() => (window as unknown as { spotlight: { messages: Message[] } }).spotlight.messages);
export const send = (page: Page, type: string, data: unknown, metadata?: unknown) =>
  page.evaluate(
    ({ type, data, metadata }) =>
      (window as unknown as { spotlight: { send: (t: string, d: unknown, m?: unknown) => unknown } }).spotlight.send(type, data, metadata),
    {
      type,
      data,
      metadata,
    },
  );

/** The last message of a type the frame sent after `since` (an index into the log). */
export async function nextMessage(page: Page, type: string, since: number, timeout = 5_000): Promise<Message> {
  await expect.poll(async () => (await received(page)).slice(since).some((message) => message.type === type), { timeout }).toBe(true);
  return (await received(page)).slice(since).findLast((message) => message.type === type)!;
}

/** Opens the host on a page and waits until the SDK in the frame has shaken hands with it. */
export async function openHost(page: Page, path: string): Promise<Frame> {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/__emulator/web-spotlight?path=${encodeURIComponent(path)}`);
  return framedPage(page, path);
}

/** The framed page once the SDK has shaken hands with the host, the page is hydrated and the overlay drawn. */
export async function framedPage(page: Page, path: string, { overlay = true } = {}): Promise<Frame> {
  // The frame loads the app, hydrates it and loads the SDK first: on a busy 2-core machine that can take seconds.
  await nextMessage(page, 'kontent-smart-link:initialized', 0, 20_000);
  const frame = page.frame({ url: (url) => url.pathname === path.split('?')[0] });
  if (!frame) throw new Error(`no frame on ${path}`);
  await hydrated(frame as unknown as Page);
  if (overlay) await expect(frame.locator('ksl-highlight').first()).toBeAttached();
  // The editing code's first run of the loaders (it keeps their answers for live updates) has finished.
  await page.waitForLoadState('networkidle');
  return frame;
}

/** The ids Kontent has for the article, its component and its linked item, read through the Delivery API (the proxy). */
export async function articleIds(page: Page) {
  expect((await page.request.get('/api/session')).ok()).toBe(true);
  const answer = (await (await page.request.get('/nuxt-api/kontent-proxy/items/article_retail_standards?language=en&depth=2')).json()) as {
    item: { system: { id: string }; elements: { body: { modular_content: string[] }; related: { value: string[] } } };
    modular_content: Record<string, { system: { id: string; codename: string; type: string } }>;
  };
  const linked = answer.item.elements.body.modular_content.map((codename) => answer.modular_content[codename]!);
  return {
    article: answer.item.system.id,
    component: linked.find((item) => item.system.type === 'info_panel')!.system.id,
    linkedItem: linked.find((item) => item.system.codename === 'home_stats')!.system.id,
    related: answer.item.elements.related.value,
  };
}

/** The message's rectangle is the element's, where the page shows it now (the click did not scroll it since). */
export async function expectRectOf(target: Locator, message: Message) {
  const rect = await target.evaluate((element) => element.getBoundingClientRect().toJSON() as Rect);
  const sent = message.metadata?.elementRect;
  expect(sent, `${message.type} carries the element's rectangle`).toBeDefined();
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(sent![side], side).toBeCloseTo(rect[side], 0);
}
