import { describe, expect, it } from 'vitest';
import { globalSearchSchema, loginSearchSchema } from '../../../client/routes/search';

describe('search parameters', () => {
  it('keep text values as text', () => {
    expect(loginSearchSchema.parse({ url: 'https://sso.example/login', backlink: '/cs/novinky' })).toEqual({
      url: 'https://sso.example/login',
      backlink: '/cs/novinky',
    });
  });

  it('coerce numbers and booleans to text, and drop anything else', () => {
    expect(loginSearchSchema.parse({ backlink: 123, url: true })).toEqual({ backlink: '123', url: 'true' });
    expect(loginSearchSchema.parse({ backlink: ['a', 'b'], url: { a: 1 } })).toEqual({ backlink: undefined, url: undefined });
  });

  it('read mode switches from presence and true/false words', () => {
    expect(globalSearchSchema.parse({ 'web-spotlight': '' })['web-spotlight']).toBe(true);
    expect(globalSearchSchema.parse({ 'web-spotlight': 'true' })['web-spotlight']).toBe(true);
    expect(globalSearchSchema.parse({ 'web-spotlight': '1' })['web-spotlight']).toBe(true);
    expect(globalSearchSchema.parse({ 'ksl-enabled': 'false' })['ksl-enabled']).toBe(false);
    expect(globalSearchSchema.parse({ 'web-spotlight': 'banana' })['web-spotlight']).toBeUndefined();
    expect(globalSearchSchema.parse({ 'web-spotlight': ['true', 'true'] })['web-spotlight']).toBeUndefined();
    expect(globalSearchSchema.parse({})).toEqual({ 'web-spotlight': undefined, 'ksl-enabled': undefined });
  });
});
