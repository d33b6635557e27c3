import { describe, expect, it } from 'vitest';
import { safeBacklink, safeLoginUrl, signInHref } from './login-params';
import { config } from '../../test/fixtures/guard-inputs';
import { fineBacklinks, fineLoginUrls, hostileBacklinks, hostileLoginUrls } from '../../test/fixtures/open-redirect-corpus';

const origin = 'https://retail.test';

/** Where a browser would go when it follows `target` from a page of the site. */
const landing = (target: string) => new URL(target, `${origin}/cs/login`);

describe('backlink: same-origin paths only', () => {
  it.each(hostileBacklinks.map((value) => [JSON.stringify(value), value]))('drops %s', (_, value) => {
    expect(safeBacklink(value, '')).toBeUndefined();
  });

  it.each(fineBacklinks)('keeps %s', (value, expected) => {
    const kept = safeBacklink(value, '');
    expect(kept).toBe(expected);
    expect(landing(kept!).origin).toBe(origin);
  });

  it('respects the base path', () => {
    expect(safeBacklink('/retail/cs/kontakty', '/retail')).toBe('/retail/cs/kontakty');
    expect(safeBacklink('/retail', '/retail')).toBe('/retail');
    expect(safeBacklink('/cs/kontakty', '/retail')).toBeUndefined();
    expect(safeBacklink('/retailer/x', '/retail')).toBeUndefined();
    expect(safeBacklink('/retail/../admin', '/retail')).toBeUndefined();
  });

  it('drops what is not a string', () => {
    for (const value of [undefined, null, 42, ['/a'], { a: 1 }]) expect(safeBacklink(value, '')).toBeUndefined();
  });

  it('whatever it keeps never leaves the origin, even decoded once more', () => {
    for (const value of [...hostileBacklinks, ...fineBacklinks.map(([v]) => v)]) {
      const kept = safeBacklink(value, '');
      if (kept === undefined) continue;
      expect(landing(kept).origin).toBe(origin);
      expect(landing(decodeURIComponent(kept)).origin).toBe(origin);
    }
  });
});

describe('login url: configured providers only', () => {
  it.each(hostileLoginUrls.map((value) => [JSON.stringify(value), value]))('drops %s', (_, value) => {
    expect(safeLoginUrl(value, config.providerOrigins)).toBeUndefined();
  });

  it.each(fineLoginUrls)('keeps %s', (value, expected) => {
    expect(safeLoginUrl(value, config.providerOrigins)).toBe(expected);
  });

  it('with no provider configured nothing is accepted', () => {
    expect(safeLoginUrl('/__emulator/sign-in', [])).toBeUndefined();
  });

  it('the sign-in action carries the backlink as a query parameter', () => {
    expect(signInHref('/__emulator/sign-in', '/cs/kontakty')).toBe('/__emulator/sign-in?backlink=%2Fcs%2Fkontakty');
    expect(signInHref('/__emulator/sign-in', undefined)).toBe('/__emulator/sign-in');
  });

  it.each([
    ['https://sso.brand.example/saml?a=1', '/news', 'https://sso.brand.example/saml?backlink=%2Fnews'],
    [
      'https://sso.brand.example/saml?return=https%3A%2F%2Fevil.example&RelayState=x#next=//evil',
      '/news',
      'https://sso.brand.example/saml?backlink=%2Fnews',
    ],
    ['/__emulator/sign-in?backlink=%2F%2Fevil.example&next=%2F%2Fevil.example', undefined, '/__emulator/sign-in'],
    ['/__emulator/sign-in?backlink=a&backlink=b', '/cs', '/__emulator/sign-in?backlink=%2Fcs'],
  ])('the sign-in action for %s keeps only the known parameters', (loginUrl, backlink, expected) => {
    expect(signInHref(loginUrl, backlink)).toBe(expected);
  });
});
