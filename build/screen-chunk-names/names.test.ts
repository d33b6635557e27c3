import { describe, expect, it } from 'vitest';
import { screenChunkNames, screenOfPage } from './names';

describe('screen chunk names', () => {
  it('names a screen page by its folder, from an absolute or a root-relative path', () => {
    expect(screenOfPage('/work/site/app/screens/news/page.tsx')).toBe('news');
    expect(screenOfPage('app/screens/downloads/page.tsx')).toBe('downloads');
    expect(screenOfPage('C:\\site\\app\\screens\\faq\\page.tsx')).toBe('faq');
  });

  it('leaves every other module to Vite', () => {
    for (const id of ['app/screens/news/query.ts', 'app/blocks/banner/Banner.tsx', 'app/screens/page.tsx', null, undefined])
      expect(screenOfPage(id)).toBeUndefined();
    expect(screenChunkNames.chunkFileNames({ facadeModuleId: '/x/app/screens/news/page.tsx' })).toBe('assets/news-[hash].js');
    expect(screenChunkNames.chunkFileNames({ facadeModuleId: null })).toBe('assets/[name]-[hash].js');
    expect(screenChunkNames.assetFileNames({ originalFileNames: ['app/screens/downloads/page.tsx'] })).toBe('assets/downloads-[hash][extname]');
    expect(screenChunkNames.assetFileNames({})).toBe('assets/[name]-[hash][extname]');
  });
});
