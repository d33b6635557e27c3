import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

/**
 * A page that reaches the browser in pieces (a slow mobile network, or a phone's parser yielding mid-document)
 * is painted piece by piece. Nothing painted may move when the next piece arrives: the header's controls once
 * slid left as the ones after them were parsed (a layout shift at 375 px).
 *
 * A loopback proxy in front of the preview hands each document over in small pieces with a pause after each, long
 * enough for Chromium to paint what it has; every other request passes straight through. Cookies are the host's,
 * so the signed-in session goes along.
 */
const pieceBytes = 2048;
const pauseMs = 100;

let proxy: Server;
let proxyOrigin = '';

test.beforeAll(async ({ baseURL }) => {
  proxy = createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
        headers: Object.fromEntries(Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
        redirect: 'manual',
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'set-cookie'].includes(name)),
      );
      const cookies = upstream.headers.getSetCookie();
      response.writeHead(upstream.status, { ...headers, ...(cookies.length ? { 'set-cookie': cookies } : {}) });
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!(upstream.headers.get('content-type') ?? '').startsWith('text/html')) {
        response.end(body);
        return;
      }
      for (let at = 0; at < body.length; at += pieceBytes) {
        response.write(body.subarray(at, at + pieceBytes));
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      response.end();
    } catch (error) {
      response.destroy(error as Error);
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

/** Every layout shift of the page since it started: its score, and each node that moved, from where to where. */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    type Rect = { x: number; y: number; width: number; height: number };
    const box = (rect: Rect) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    const name = (node: Node | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const parent = node.parentElement;
      return `${node.localName}.${node.className || '-'} in ${parent ? `${parent.localName}.${parent.className || '-'}` : '-'}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node; previousRect: Rect; currentRect: Rect }> }
      >)
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((source) => `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`).join('; ')}`,
          );
    }).observe({ type: 'layout-shift', buffered: true });
  });

for (const [width, height] of [
  [375, 740],
  [1440, 900],
] as const) {
  for (const path of [
    '/news',
    '/cs/novinky',
    '/contacts',
    '/retail-standards-2025',
    '/',
    '/styleguide',
    '/faqs',
    '/downloads',
    '/customer-process',
  ]) {
    test(`${path} at ${width} px, delivered in pieces: nothing painted moves`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height });
      await watchShifts(page);
      await page.goto(`${proxyOrigin}${path}`, { timeout: 60_000 });
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    });
  }
}
