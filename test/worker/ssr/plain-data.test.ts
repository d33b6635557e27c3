import { describe, expect, it, vi } from 'vitest';
import { assertPlainJson, plainData, plainDataAdapter } from '../../../app/content/plain-data';
import { get } from '../helpers';

/** The values a page hands the browser as JSON text (decision 097): each `$_TSR.t.get("j")("…")` of its scripts, read back. */
function jsonPayloads(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/\$_TSR\.t\.get\("j"\)\("((?:[^"\\]|\\.)*)"\)/g)].map((match) =>
    // A JavaScript string literal as seroval writes it; JSON's only differs in how it writes `<`.
    JSON.parse(JSON.parse(`"${match[1]!.replaceAll('\\x3C', '\\u003c')}"`)),
  );
}

describe('loader data reaches the browser as JSON text', () => {
  it.each([
    '/',
    '/news',
    '/cs/novinky',
    '/retail-standards-2025',
    '/cs/retail-standards-2025',
    '/faqs',
    '/downloads',
    '/contacts',
    '/customer-process',
    '/styleguide',
    '/list',
    '/list/experience-showroom_evening',
  ])('%s: the navigation, the footer and the screen’s data, as rendered', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const [navigation, footer, screen, ...rest] = jsonPayloads(html);
    expect(rest).toEqual([]);
    expect(Array.isArray(navigation?.items) && navigation.items.length).toBeGreaterThan(0);
    expect(footer?.copyright).toMatch(/^© 20\d\d /);
    const title = (screen?.meta as { title?: string } | undefined)?.title;
    expect(title).toBeTruthy();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&')).toBe(`${title} | Retailer Experience`);
  });

  it('the not-found page carries the layout’s navigation (first levels and the register node, decision 129) and footer only', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const payloads = jsonPayloads(await response.text());
    expect(payloads.map((payload) => Object.keys(payload).sort().join())).toEqual(['items,register,smart', 'copyright,links,smart']);
  });
});

describe('only plain JSON may be marked', () => {
  it('accepts what JSON gives back unchanged, and undefined properties (absent either way)', () => {
    const data = { a: [1, 'two', true, null, { b: -0.5 }], c: undefined, d: { e: [] } };
    expect(plainData(data)).toBe(data);
    expect(() => assertPlainJson(data, 'data')).not.toThrow();
  });

  it.each([
    ['a date', { published: new Date(0) }, 'data.published is not plain JSON ([object Date])'],
    ['a promise', { later: Promise.resolve(1) }, 'data.later is not plain JSON ([object Promise])'],
    ['a map', { byId: new Map() }, 'data.byId is not plain JSON ([object Map])'],
    ['a hole in an array', { list: [1, undefined] }, 'data.list[1] is not plain JSON ([object Undefined])'],
    ['NaN', { count: Number.NaN }, 'data.count is NaN, which JSON cannot carry'],
    ['Infinity', { size: [Number.POSITIVE_INFINITY] }, 'data.size[0] is Infinity, which JSON cannot carry'],
    ['a class instance', { error: new Error('x') }, 'data.error is not plain JSON ([object Error])'],
  ])('refuses %s, naming where it is', (_name, data, message) => {
    expect(() => assertPlainJson(data, 'data')).toThrow(message);
    // In tests the marking itself checks, so every screen the suites render proves its data plain.
    expect(() => plainData(data)).toThrow(message.replace(/^data/, 'loader data'));
  });
});

describe('the JSON text of shared loader data (decision 128)', () => {
  it('is written once per value: the navigation every page shares is not stringified on every page', () => {
    const write = (plainDataAdapter as unknown as { toSerializable(value: object): string }).toSerializable;
    const shared = plainData({ items: [{ key: 'nav_retail', title: 'Retail', children: [] }] });
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const first = write(shared);
      expect(write(shared)).toBe(first);
      expect(stringify).toHaveBeenCalledTimes(1);
      // An equal value of another page is its own: written again.
      expect(write(plainData(structuredClone(shared)))).toBe(first);
      expect(stringify).toHaveBeenCalledTimes(2);
    } finally {
      stringify.mockRestore();
    }
  });
});
