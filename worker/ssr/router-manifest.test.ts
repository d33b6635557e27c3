import { describe, expect, it } from 'vitest';
import { createRouter } from '../../app/router';
import type { RouterContext } from '../../app/router-context';
import type { ClientManifest } from './client-manifest';
import { buildRouterManifest } from './router-manifest';

const manifest: ClientManifest = {
  entry: { script: '/assets/entry.js', preloads: ['/assets/vendor.js'], css: ['/assets/entry.css'] },
  modules: {
    'app/screens/news/page.tsx': { preloads: ['/assets/news.js'], css: ['/assets/news.css'] },
    'locales/cs/messages.po': { preloads: ['/assets/messages-cs.js'], css: [] },
  },
  buildId: 'b',
  styles: { '/assets/entry.css': '.header{height:64px}', '/assets/news.css': '.news-list{display:grid}' },
  dev: false,
};

describe('router manifest', () => {
  const router = createRouter({ context: {} as RouterContext });
  const built = buildRouterManifest(router, manifest);

  it('loads the entry script as a module with its preloads and styles on the root', () => {
    expect(built.routes.__root__).toEqual({
      preloads: ['/assets/vendor.js'],
      css: ['/assets/entry.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry.js', async: true } }],
    });
  });

  it('preloads a screen chunk and its locale catalog on that screen route', () => {
    const czechNews = Object.entries(router.routesById).find(
      ([, route]) => route.options.staticData?.screen === 'news' && route.options.staticData?.locale === 'cs',
    )?.[0];
    expect(czechNews).toBeDefined();
    expect(built.routes[czechNews!]).toEqual({ preloads: ['/assets/news.js', '/assets/messages-cs.js'], css: ['/assets/news.css'] });
  });

  it('a screen of another locale gets its chunk but not the Czech catalog', () => {
    const danishNews = Object.entries(router.routesById).find(
      ([, route]) => route.options.staticData?.screen === 'news' && route.options.staticData?.locale === 'da_dk',
    )?.[0];
    expect(built.routes[danishNews!]?.preloads).toEqual(['/assets/news.js']);
  });

  it('hands TanStack the text of every stylesheet, so a page carries its styles inline', () => {
    expect(built.inlineCss).toEqual({ styles: manifest.styles });
    expect(buildRouterManifest(router, { ...manifest, styles: {} }).inlineCss).toBeUndefined();
  });
});
