import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localPath, maxLocalPathLength } from './local-path';
import { trimTrailingSlashes } from './trim-slashes';
import { hostilePaths, sitePaths } from '../../test/fixtures/hostile-paths';

const origin = 'https://retail.test';

/** Where a browser lands following `target` from a page of the site (it drops tabs and newlines on the way). */
const landing = (target: string) => new URL(target.replace(/[\t\n\r]/g, ''), `${origin}/cs/login`);

/** What "a same-origin path" means, checked the way each reader of a returned value may read it. */
function expectLocal(result: string) {
  expect(result[0]).toBe('/');
  expect(result[1]).not.toBe('/');
  expect(result).toMatch(/^[\x21-\x7e]+$/);
  expect(result).not.toContain('\\');
  let reread = result;
  for (let round = 0; round < 3; round++) {
    expect(landing(reread).origin).toBe(origin);
    expect(landing(reread).pathname.startsWith('//')).toBe(false);
    expect(landing(reread.normalize('NFKC')).origin).toBe(origin);
    try {
      reread = decodeURIComponent(reread.split(/[?#]/)[0]!);
    } catch {
      break;
    }
  }
}

describe('localPath refuses every way of writing another place', () => {
  it('has a corpus of at least 200 hostile forms', () => {
    expect(hostilePaths.length).toBeGreaterThanOrEqual(200);
  });

  it.each(hostilePaths.map((value) => [JSON.stringify(value).slice(0, 80), value]))('%s', (_, value) => {
    expect(localPath(value)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/a'], { toString: () => '/a' }]) expect(localPath(value)).toBeUndefined();
  });
});

describe('localPath keeps the site paths, normalised as a browser sends them', () => {
  it.each(sitePaths)('%s', (value, expected) => {
    const kept = localPath(value);
    expect(kept).toBe(expected);
    expectLocal(kept!);
  });

  it('respects a base path after resolving dot segments', () => {
    expect(localPath('/retail/cs/kontakty', { basePath: '/retail' })).toBe('/retail/cs/kontakty');
    expect(localPath('/retail', { basePath: '/retail' })).toBe('/retail');
    expect(localPath('/cs/kontakty', { basePath: '/retail' })).toBeUndefined();
    expect(localPath('/retailer/x', { basePath: '/retail' })).toBeUndefined();
    expect(localPath('/retail/../admin', { basePath: '/retail' })).toBeUndefined();
    expect(localPath('/retail/%2e%2e/admin', { basePath: '/retail' })).toBeUndefined();
  });

  it('refuses paths longer than any page', () => {
    expect(localPath(`/${'a'.repeat(maxLocalPathLength - 1)}`)).toBeDefined();
    expect(localPath(`/${'a'.repeat(maxLocalPathLength)}`)).toBeUndefined();
    // Growing by percent-encoding past the limit counts too.
    expect(localPath(`/${'ä'.repeat(600)}`)).toBeUndefined();
  });
});

// Property tests: fixed seed and bounded runs, so a failure is reproducible and the suite's time is known.
const settings = { seed: 1313, numRuns: 3000 } as const;

/** Strings built from the pieces that matter to URL parsing, so random ones hit the interesting cases often. */
const pieces = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%5c',
  '%25',
  '%252e',
  '%252f',
  '\t',
  '\n',
  ' ',
  '@',
  ':',
  '?',
  '#',
  '\uff0f',
  '\uff0e',
  '\u2215',
  'a',
  'cs',
  'evil.example',
  'https:',
  'javascript:',
  '[::1]',
  '%00',
  '%0a',
];
const tricky = fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join(''));
const anything = fc.oneof(tricky, fc.string({ unit: 'grapheme', maxLength: 40 }), fc.webPath(), fc.webUrl());

describe('localPath, properties', () => {
  it('whatever it returns is a same-origin path, however often it is decoded', () => {
    fc.assert(
      fc.property(anything, (value) => {
        const result = localPath(value);
        if (result !== undefined) expectLocal(result);
      }),
      settings,
    );
  });

  it('its result is a fixed point: checking it again gives it back', () => {
    fc.assert(
      fc.property(anything, (value) => {
        const result = localPath(value);
        if (result !== undefined) expect(localPath(result)).toBe(result);
      }),
      settings,
    );
  });

  it('any path made of slug segments is kept as it is', () => {
    const segment = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(localPath(path)).toBe(path);
      }),
      settings,
    );
  });

  it('takes time linear in the input: the longest hostile inputs are checked in well under a millisecond each', () => {
    const long = [
      '/'.repeat(maxLocalPathLength),
      `/a${'/'.repeat(maxLocalPathLength - 3)}b`,
      `/${'%25'.repeat(680)}`,
      `/${'./'.repeat(1000)}`,
      `/${'\\'.repeat(2000)}`,
    ];
    const started = performance.now();
    for (let i = 0; i < 100; i++) for (const value of long) localPath(value);
    expect((performance.now() - started) / (100 * long.length)).toBeLessThan(1);
  });
});

describe('trimTrailingSlashes', () => {
  it('removes every trailing slash and nothing else', () => {
    expect(trimTrailingSlashes('/news/')).toBe('/news');
    expect(trimTrailingSlashes('/news///')).toBe('/news');
    expect(trimTrailingSlashes('/')).toBe('');
    expect(trimTrailingSlashes('/a//b')).toBe('/a//b');
    expect(trimTrailingSlashes('')).toBe('');
  });

  it('is linear on a long slash run that does not end the string (the regex it replaces was quadratic)', () => {
    const input = `/a${'/'.repeat(100_000)}b`;
    const started = performance.now();
    for (let i = 0; i < 100; i++) trimTrailingSlashes(input);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
