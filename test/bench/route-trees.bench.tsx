// `npm run bench:routes` (decision 073): the route tree the app builds (one route per screen and locale, the browser
// starting with its page's locale) against the alternative of one route per screen under a `$locale` segment with
// URL rewrites between public and internal paths. Route counts, router creation and matching, with Vitest's bench.
import { createMemoryHistory, createRootRoute, createRoute, createRouter as createTanStackRouter, Outlet } from '@tanstack/react-router';
import { it, vi } from 'vitest';
import { locales, type LocaleCode } from '../../app/i18n/locales';
import { createI18n } from '../../app/i18n/setup';
import { createRouter, withAllLocales } from '../../app/router';
import { screens, segmentFor } from '../../app/screens/screens';

const context = () => ({
  i18n: createI18n(),
  loadCatalog: async () => ({}),
  content: {} as never,
  search: {} as never,
  buildId: 'bench',
  siteUrl: 'https://bench.test',
});

/** The alternative: `$locale` for every locale (default included, rewritten away), screens once, articles under `a/`. */
function localeParamTree() {
  const codes = locales.map((locale) => locale.code);
  const root = createRootRoute({ component: Outlet });
  const locale = createRoute({ getParentRoute: () => root, path: '$locale', component: Outlet });
  const layout = createRoute({ getParentRoute: () => locale, id: 'default-layout', component: Outlet });
  const loginLayout = createRoute({ getParentRoute: () => locale, id: 'login-layout', component: Outlet });
  const named = screens
    .filter((screen) => screen.layout === 'default' && screen.name !== 'articles-slug')
    .map((screen) => createRoute({ getParentRoute: () => layout, path: screen.name === 'index' ? '/' : screen.name, component: () => null }));
  const article = createRoute({ getParentRoute: () => layout, path: 'a/$', component: () => null });
  const login = createRoute({ getParentRoute: () => loginLayout, path: 'login', component: () => null });
  const dashboard = createRoute({ getParentRoute: () => locale, path: 'dashboard', component: () => null });
  const routeTree = root.addChildren([locale.addChildren([layout.addChildren([...named, article]), loginLayout.addChildren([login]), dashboard])]);
  const input = ({ url }: { url: URL }) => {
    const parts = url.pathname.split('/');
    const code: LocaleCode = codes.find((candidate) => candidate !== 'default' && parts[1] === candidate) ?? 'default';
    const rest = code === 'default' ? parts.slice(1) : parts.slice(2);
    const screen = screens.find((candidate) => candidate.name !== 'articles-slug' && segmentFor(candidate, code) === (rest[0] ?? ''));
    url.pathname = `/${code}/${screen ? (screen.name === 'index' ? '' : screen.name) : `a/${rest.join('/')}`}`;
    return url;
  };
  const output = ({ url }: { url: URL }) => {
    const [, code = 'default', first = '', ...rest] = url.pathname.split('/');
    const prefix = code === 'default' ? '' : `/${code}`;
    const screen = screens.find((candidate) => candidate.name === first);
    url.pathname = first === 'a' ? `${prefix}/${rest.join('/')}` : `${prefix}/${screen ? segmentFor(screen, code as LocaleCode) : first}`;
    return url;
  };
  return createTanStackRouter({ routeTree, rewrite: { input, output }, history: createMemoryHistory() });
}

const paths = ['/', '/news', '/cs/novinky', '/fr_fr/faq', '/retail-standards-2025', '/cs/kontakty', '/da_dk/list/experience-x'];

/** Median milliseconds of `runs` calls after a warm-up. */
function median(fn: () => void, runs = 400): number {
  for (let i = 0; i < 40; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

// Run through Vitest only for its TypeScript and Lingui transforms; this prints figures and checks nothing.
it('route trees: counts, router creation, matching', () => {
  const perLocale = createRouter({ context: context() });
  const localeParam = localeParamTree();
  const rows: Array<[string, number | string]> = [
    ['routes, per locale: the browser at start', Object.keys(createRouter({ context: context(), locale: 'cs' }).routesById).length],
    ['routes, per locale: every locale (server; browser after the language list)', Object.keys(perLocale.routesById).length],
    ['routes, $locale segment', Object.keys(localeParam.routesById).length],
    ['create ms, per locale: page locale only', median(() => void createRouter({ context: context(), locale: 'cs' })).toFixed(3)],
    ['create ms, per locale: then every locale', median(() => withAllLocales(createRouter({ context: context(), locale: 'cs' }))).toFixed(3)],
    ['create ms, $locale segment (routes built each time)', median(() => void localeParamTree()).toFixed(3)],
    ['match 7 paths ms, per locale', median(() => paths.forEach((path) => perLocale.matchRoutes(path))).toFixed(3)],
    ['match 7 paths ms, $locale segment (internal paths)', median(() => paths.forEach((path) => localeParam.matchRoutes(path))).toFixed(3)],
  ];
  for (const [name, value] of rows) console.log(`${name.padEnd(78)} ${value}`);
});

// What a page pays once: fresh modules (nothing cached per isolate or page), then the first router.
it('route trees: the first router of a page, from fresh modules', async () => {
  const cold = { page: [] as number[], every: [] as number[], param: [] as number[] };
  for (let round = 0; round < 25; round++) {
    for (const [kind, locale] of [
      ['page', 'cs'],
      ['every', undefined],
    ] as const) {
      vi.resetModules();
      const fresh = await import('../../app/router');
      const started = performance.now();
      fresh.createRouter({ context: context(), ...(locale ? { locale } : {}) });
      cold[kind].push(performance.now() - started);
    }
    const started = performance.now();
    localeParamTree();
    cold.param.push(performance.now() - started);
  }
  const mid = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!.toFixed(3);
  console.log(`${'first router ms, per locale: page locale only'.padEnd(78)} ${mid(cold.page)}`);
  console.log(`${'first router ms, per locale: every locale'.padEnd(78)} ${mid(cold.every)}`);
  console.log(`${'first router ms, $locale segment'.padEnd(78)} ${mid(cold.param)}`);
});
