import { describe, expect, it } from 'vitest';
import { decideLocale } from './locale-cookie';

const at = (path: string) => new URL(`https://retail.test${path}`);

describe('locale decision on document requests', () => {
  it('the root with no cookie follows a Czech browser and remembers it', () => {
    expect(decideLocale(at('/'), '/', undefined, 'cs-CZ,cs;q=0.9', '')).toEqual({
      redirect: '/cs',
      setCookie: 'i18n_redirected=cs; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    });
  });

  it('respects quality values', () => {
    expect(decideLocale(at('/'), '/', undefined, 'de;q=0.9,ro;q=0.95,fr;q=0.5', '').redirect).toBe('/ro_ro');
    expect(decideLocale(at('/'), '/', undefined, 'en;q=1,fr;q=0.5', '').redirect).toBeUndefined();
    expect(decideLocale(at('/'), '/', undefined, 'fr;q=0, bg', '').redirect).toBe('/bg_bg');
  });

  it('prefixes the base path and keeps the query on the redirect', () => {
    expect(decideLocale(at('/retail/?a=1'), '/', 'i18n_redirected=da_dk', undefined, '/retail').redirect).toBe('/retail/da_dk?a=1');
  });

  it('plain http gets no Secure flag', () => {
    const decision = decideLocale(new URL('http://127.0.0.1/news'), '/news', undefined, undefined, '');
    expect(decision.setCookie).toBe('i18n_redirected=default; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('garbage headers fall back to the default locale', () => {
    expect(decideLocale(at('/'), '/', 'i18n_redirected=;;==', ';;;q=abc,*', '')).toEqual({
      setCookie: 'i18n_redirected=default; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    });
  });
});
