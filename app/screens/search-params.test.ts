import { describe, expect, it } from 'vitest';
import { validateGlobalSearch, validateLoginSearch, validatePageSearch, validateProcessSearch, validateSiteSearch } from './search-params';

describe('search parameters', () => {
  it('keep text values as text', () => {
    expect(validateLoginSearch({ url: 'https://sso.example/login', backlink: '/cs/novinky' })).toEqual({
      url: 'https://sso.example/login',
      backlink: '/cs/novinky',
    });
  });

  it('coerce numbers and booleans to text, and drop anything else', () => {
    expect(validateLoginSearch({ backlink: 123, url: true })).toEqual({ backlink: '123', url: 'true' });
    expect(validateLoginSearch({ backlink: ['a', 'b'], url: { a: 1 } })).toEqual({ backlink: undefined, url: undefined });
  });

  it('read mode switches from presence and true/false words', () => {
    expect(validateGlobalSearch({ 'web-spotlight': '' })['web-spotlight']).toBe(true);
    expect(validateGlobalSearch({ 'web-spotlight': 'true' })['web-spotlight']).toBe(true);
    expect(validateGlobalSearch({ 'web-spotlight': '1' })['web-spotlight']).toBe(true);
    expect(validateGlobalSearch({ 'ksl-enabled': 'false' })['ksl-enabled']).toBe(false);
    expect(validateGlobalSearch({ 'web-spotlight': 'banana' })['web-spotlight']).toBeUndefined();
    expect(validateGlobalSearch({ 'web-spotlight': ['true', 'true'] })['web-spotlight']).toBeUndefined();
    expect(validateGlobalSearch({})).toEqual({ 'web-spotlight': undefined, 'ksl-enabled': undefined });
  });

  it('leave absent parameters out, so links built from them stay clean', () => {
    expect(Object.keys(validateGlobalSearch({ 'ksl-enabled': 'banana' }))).toEqual([]);
    expect(Object.keys(validateLoginSearch({ backlink: '/news' }))).toEqual(['backlink']);
  });

  it('read the site search as text kept as typed, cut at 100 characters, and a page from 1 to 5', () => {
    expect(validateSiteSearch({ q: ' City EV ', page: '2' })).toEqual({ q: ' City EV ', page: 2 });
    expect(validateSiteSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
    expect(validateSiteSearch({ q: 2025 })).toEqual({ q: '2025' });
    expect(validateSiteSearch({ q: ['a', 'b'], page: '9' })).toEqual({ page: 5 });
    expect(validateSiteSearch({ page: '0' })).toEqual({ page: 1 });
    expect(validateSiteSearch({})).toEqual({});
  });

  it('read a paged listing’s page (news, downloads, FAQ) as a whole number from 1 to 1000', () => {
    expect(validatePageSearch({ page: '3' })).toEqual({ page: 3 });
    expect(validatePageSearch({ page: '2.7' })).toEqual({ page: 2 });
    expect(validatePageSearch({ page: 'banana' })).toEqual({ page: 1 });
    expect(validatePageSearch({ page: '-4' })).toEqual({ page: 1 });
    expect(validatePageSearch({ page: '999999' })).toEqual({ page: 1000 });
    expect(validatePageSearch({ page: ['2', '3'] })).toEqual({ page: 1 });
    expect(validatePageSearch({})).toEqual({});
  });

  it('keep customer process filters as text and drop anything else', () => {
    expect(validateProcessSearch({ roles: 'sales,service', topics: 7, business_areas: true })).toEqual({ roles: 'sales,service', topics: '7' });
    expect(validateProcessSearch({ roles: ['a', 'b'] })).toEqual({});
  });
});
