import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

/**
 * What a browser does with an href is the WHATWG URL parser's business: it strips leading and trailing C0 controls
 * and spaces and every tab and newline before it reads the scheme. The property holds whatever the input: anything
 * safeHref keeps resolves, through that very parser, to an allowed scheme (decision 112).
 */
const page = 'https://retail.test/cs/clanek';
const allowed = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The scheme a browser would follow, or undefined when the href does not parse at all. */
function followedScheme(href: string): string | undefined {
  try {
    return new URL(href, page).protocol;
  } catch {
    return undefined;
  }
}

describe('safeHref refuses a scheme behind what the URL parser strips', () => {
  it.each([
    '\u0001data:text/html,<script>alert(1)</script>',
    '\u0000javascript:alert(1)',
    '\u001fjavascript:alert(1)',
    ' \u0008 javascript:alert(1)',
    'javascript:alert(1)\u0001',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\tjavascript:alert(1)',
    'j\ta\nv\ra\tscript:alert(1)',
    'da\tta:text/html,x',
    '\u00a0javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'java\u200bscript:alert(1)',
    '\u200bjavascript:alert(1)',
    'javascript\u0000:alert(1)',
    'vb\u000bscript:x',
    'java script:alert(1)',
  ])('%j becomes no link, or a harmless one', (raw) => {
    const href = safeHref(raw);
    if (href === undefined) return;
    expect(allowed.has(followedScheme(href) ?? '')).toBe(true);
    expect(href).not.toMatch(/[\u0000-\u001f\u007f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/);
  });

  it.each(['\u0001data:text/html,x', '\tjavascript:alert(1)', 'java\tscript:alert(1)', '\u0000javascript:alert(1)', 'java\u200bscript:x'])(
    '%j is refused outright',
    (raw) => expect(safeHref(raw)).toBeUndefined(),
  );

  it.each([
    [' https://brand.example/x ', 'https://brand.example/x'],
    ['https://brand.example/a\tb', 'https://brand.example/ab'],
    ['\u0001/news', '/news'],
    ['mailto:retail@brand.example\n', 'mailto:retail@brand.example'],
  ])('%j is kept as the parser reads it: %j', (raw, expected) => expect(safeHref(raw)).toBe(expected));

  const pieces = ['javascript:', 'data:', 'vbscript:', 'java', 'script:', 'da', 'ta:', 'https:', 'mailto:', 'tel:', '//', '/', ':', 'x', '%09', '\\'];
  const controls = [
    ...Array.from({ length: 0x21 }, (_, code) => String.fromCharCode(code)),
    '\u007f',
    '\u00a0',
    '\u200b',
    '\u200e',
    '\u2028',
    '\u2060',
    '\ufeff',
  ];
  const tricky = fc.array(fc.constantFrom(...pieces, ...controls), { maxLength: 10 }).map((parts) => parts.join(''));
  const anything = fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 30 }), fc.webUrl());

  it('whatever it keeps, the URL parser follows to http(s), mailto, tel or this site', () => {
    fc.assert(
      fc.property(anything, (raw) => {
        const href = safeHref(raw);
        if (href === undefined) return;
        expect(allowed.has(followedScheme(href) ?? '')).toBe(true);
      }),
      { seed: 112, numRuns: 5000 },
    );
  });
});
