import { describe, expect, it } from 'vitest';
import { createRouter } from '../../app/router';
import type { RouterContext } from '../../app/router-context';
import type { ClientManifest } from './client-manifest';
import { preloadLinkHeader } from './early-hints';
import { buildRouterManifest } from './router-manifest';

const manifest: ClientManifest = {
  entry: { script: '/assets/entry.js', preloads: ['/assets/vendor.js'], css: ['/assets/entry.css'] },
  modules: {
    'app/screens/news/page.tsx': { preloads: ['/assets/news.js', '/assets/vendor.js'], css: ['/assets/news.css'] },
    'locales/cs/messages.po': { preloads: ['/assets/messages-cs.js'], css: [] },
  },
  buildId: 'b',
  styles: { '/assets/entry.css': '.header{height:64px}', '/assets/news.css': '.news-list{display:grid}' },
  dev: false,
};

describe('the Link header of a page (Early Hints)', () => {
  const router = createRouter({ context: {} as RouterContext });
  const built = buildRouterManifest(router, manifest);
  const czechNews = Object.entries(router.routesById).find(
    ([, route]) => route.options.staticData?.screen === 'news' && route.options.staticData?.locale === 'cs',
  )![0];
  const layout = Object.entries(router.routesById).find(([id, route]) => route.options.staticData?.layout === 'default' && id.endsWith('-cs'))![0];

  it('announces the entry script, its imports, the screen chunk and the catalog, in that order, once each', () => {
    expect(preloadLinkHeader(built, ['__root__', layout, czechNews])).toBe(
      '</assets/entry.js>; rel=preload; as=script; crossorigin; fetchpriority=low, </assets/vendor.js>; rel=preload; as=script; crossorigin; fetchpriority=low, ' +
        '</assets/news.js>; rel=preload; as=script; crossorigin; fetchpriority=low, </assets/messages-cs.js>; rel=preload; as=script; crossorigin; fetchpriority=low',
    );
  });

  it('names no stylesheet: they are inlined into the page', () => {
    expect(preloadLinkHeader(built, ['__root__', layout, czechNews])).not.toContain('.css');
  });

  it('keeps only same-origin paths a header can carry, and at most twelve', () => {
    const many = {
      routes: {
        __root__: {
          preloads: ['https://cdn.example/a.js', '//cdn.example/b.js', '/a,b.js', ...Array.from({ length: 20 }, (_, i) => `/assets/${i}.js`)],
        },
      },
    };
    const links = preloadLinkHeader(many, ['__root__']).split(', ');
    expect(links).toHaveLength(12);
    expect(links[0]).toBe('</assets/0.js>; rel=preload; as=script; crossorigin; fetchpriority=low');
  });
});
