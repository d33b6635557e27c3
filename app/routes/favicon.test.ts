import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faviconHref, faviconSvg } from './favicon';

describe('the favicon in the page head', () => {
  it('is the drawing of public/favicon.svg', () => {
    expect(faviconSvg).toBe(readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8').trim());
  });

  it('is a data URL that decodes to the drawing, with nothing a URL or an attribute cannot hold', () => {
    expect(faviconHref.startsWith('data:image/svg+xml,')).toBe(true);
    expect(faviconHref).not.toMatch(/["<>#]/);
    expect(decodeURIComponent(faviconHref.slice('data:image/svg+xml,'.length))).toBe(faviconSvg);
  });
});
