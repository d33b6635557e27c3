import { describe, expect, it } from 'vitest';
import { isDecodable, stripBasePath } from './site-path';

describe('site path', () => {
  it('strips the base path, and tells a path outside it', () => {
    expect(stripBasePath('/news', '')).toBe('/news');
    expect(stripBasePath('/retail', '/retail')).toBe('/');
    expect(stripBasePath('/retail/news', '/retail')).toBe('/news');
    expect(stripBasePath('/retailer/news', '/retail')).toBeUndefined();
    expect(stripBasePath('/news', '/retail')).toBeUndefined();
  });

  it('tells a path no reader can decode', () => {
    expect(isDecodable('/cs/novinky%20x')).toBe(true);
    expect(isDecodable('/%E0%A4%A')).toBe(false);
  });
});
