import { describe, expect, it } from 'vitest';
import { buildClientManifest } from './plugin';

describe('client manifest', () => {
  const viteManifest = {
    'app/browser/entry.tsx': {
      file: 'assets/entry-1.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['app/screens/news/page.tsx', 'app/screens/article/page.tsx'],
      css: ['assets/entry-1.css'],
    },
    '_shared.js': { file: 'assets/shared-1.js' },
    'app/screens/news/page.tsx': {
      file: 'assets/news-1.js',
      src: 'app/screens/news/page.tsx',
      isDynamicEntry: true,
      imports: ['app/browser/entry.tsx', '_shared.js', '_title.js'],
      css: ['assets/news-1.css'],
    },
    '_title.js': { file: 'assets/title-1.js' },
    'app/screens/article/page.tsx': {
      file: 'assets/article-1.js',
      src: 'app/screens/article/page.tsx',
      isDynamicEntry: true,
      imports: ['_views.js'],
      css: ['assets/article-1.css'],
    },
    '_views.js': { file: 'assets/views-1.js', dynamicImports: ['app/components/process.tsx'] },
    'app/components/process.tsx': {
      file: 'assets/process-1.js',
      src: 'app/components/process.tsx',
      isDynamicEntry: true,
      imports: ['_select.js'],
      css: ['assets/process-1.css'],
    },
    '_select.js': { file: 'assets/select-1.js', css: ['assets/select-1.css'] },
  };

  it('puts the entry script, its static imports and styles on the entry', () => {
    expect(buildClientManifest(viteManifest).entry).toEqual({
      script: '/assets/entry-1.js',
      preloads: ['/assets/shared-1.js'],
      css: ['/assets/entry-1.css'],
    });
  });

  it('gives each lazy module only what the entry does not already load', () => {
    expect(buildClientManifest(viteManifest).modules['app/screens/news/page.tsx']).toEqual({
      preloads: ['/assets/news-1.js', '/assets/title-1.js'],
      css: ['/assets/news-1.css'],
    });
  });

  it('gives a lazy module the styles of what it loads lazily in turn, but not their scripts', () => {
    // news imports the entry, which imports every screen lazily: those are not news's to inline.
    expect(buildClientManifest(viteManifest).modules['app/screens/news/page.tsx']?.css).toEqual(['/assets/news-1.css']);
    expect(buildClientManifest(viteManifest).modules['app/screens/article/page.tsx']).toEqual({
      preloads: ['/assets/article-1.js', '/assets/views-1.js'],
      css: ['/assets/article-1.css', '/assets/process-1.css', '/assets/select-1.css'],
    });
  });

  it('carries the text of every stylesheet by href, read from the build and led by the comment naming its file', () => {
    const styles = buildClientManifest(viteManifest, '/', (sheet) => `.read{content:"${sheet}"}`).styles;
    expect(Object.keys(styles)).toHaveLength(5);
    expect(styles['/assets/news-1.css']).toBe('/*inlined:/assets/news-1.css*/.read{content:"assets/news-1.css"}');
  });

  it('fails loudly when the build has no entry', () => {
    expect(() => buildClientManifest({})).toThrow(/no chunk for app\/browser\/entry.tsx/);
  });
});

describe('build id', () => {
  const manifest = { 'app/browser/entry.tsx': { file: 'assets/entry-1.js', isEntry: true } };

  it('is the same for the same build and changes when any client file changes', () => {
    const first = buildClientManifest(manifest).buildId;
    expect(buildClientManifest(structuredClone(manifest)).buildId).toBe(first);
    expect(buildClientManifest({ 'app/browser/entry.tsx': { file: 'assets/entry-2.js', isEntry: true } }).buildId).not.toBe(first);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
  });
});
