import { I18nProvider } from '@lingui/react';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter as createTanStackRouter,
  lazyRouteComponent,
  parseSearchWith,
  redirect,
  stringifySearchWith,
  type AnyRoute,
  type AnyRouter,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { benchRoutes } from './bench/routes';
import { loadViewsWithPageData } from './deferred';
import { NotFoundScreen, RootErrorScreen, ScreenErrorScreen } from './components/error-screen/ErrorScreen';
import { withSpotlight } from './content/client';
import { getLocale, locales, localeOfPath, type LocaleCode } from './i18n/locales';
import { activateLocale } from './i18n/setup';
import { DefaultLayout } from './layouts/DefaultLayout';
import { alternateLinks } from './layouts/alternates';
import { loadDefaultLayout } from './layouts/default-layout-route';
import { LoginLayout } from './layouts/LoginLayout';
import { paintFromHere } from './layouts/paint-marker';
import type { FormsPageHolder, KontentPageSettings, RouterContext } from './router-context';
import { faviconHref } from './routes/favicon';
import { plainData, plainDataAdapter } from './content/plain-data';
import { RootDocument } from './routes/root';
import { screenRoutes } from './screens/all-routes';
import type { AnyScreenRoute, ScreenMeta } from './screens/screen-route';
import { segmentFor, type LayoutName, type Screen, type ScreenName } from './screens/screens';
import { validateGlobalSearch } from './screens/search-params';
import { screenTitles } from './screens/titles';
import { legalEntityMeta } from './tracking/legal-entity';
import { withSafeErrors } from './routes/safe-loader';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** product route name (index, articles-slug, …). */
    screen?: ScreenName;
    locale?: LocaleCode;
    /** product §2: the article catch-all is flagged as an article page. */
    article?: boolean;
    /** product §2 layouts: which one a (pathless) layout route is. */
    layout?: LayoutName;
  }
}

// A function: a tree of more locales gets a new root made from the same options (see `withAllLocales`).
const createRootRoute = () =>
  createRootRouteWithContext<RouterContext>()({
    validateSearch: validateGlobalSearch,
    // product §7: in Web Spotlight mode every content request of the page tells the proxy so. Route context, not
    // beforeLoad's: what beforeLoad returns is serialized into the page, and a client cannot be.
    loaderDeps: ({ search }) => ({ spotlight: search['web-spotlight'] === true }),
    context: ({ context, deps }) => ({ content: withSpotlight(context.content, deps.spotlight) }),
    beforeLoad: async ({ location, context, preload }) => {
      // product §2 guards (app/guards): decided by the worker for the document, by the router on in-app navigation.
      const check = await context.guards?.check({ pathname: location.pathname, search: location.searchStr }, { preload });
      if (check?.kind === 'redirect') throw redirect({ href: check.href });
      if (check?.kind === 'external') throw redirect({ href: check.href, reloadDocument: true });
      const locale = localeOfPath(location.pathname);
      await activateLocale(context.i18n, locale.code, context.loadCatalog);
      return { locale, guard: check?.page };
    },
    head: ({ match, matches }) => ({
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#0e3a2f' },
        { name: 'build-id', content: match.context.buildId },
        ...legalEntityMeta(match.context.guard, match.search['web-spotlight'] === true),
      ],
      links: [
        // The first paint waits until the empty element after the header is parsed, so the header is painted whole:
        // painted in parts (a slow network, a phone's parser yielding), each control moved the ones before it. An
        // empty element, so that "parsed" means the same whether a browser waits for its start or its end.
        { rel: 'expect', href: `#${paintFromHere}`, blocking: 'render' },
        // Written by the worker only: the browser keeps the document's icon through every navigation (React 19
        // leaves a head element it did not render in place), and the bundle every page loads does not carry it.
        ...(import.meta.env.SSR ? [{ rel: 'icon', href: faviconHref, type: 'image/svg+xml' }] : []),
        ...alternateLinks(matches, match.context.siteUrl),
      ],
      // The external sync hook (product §7) is in the document itself: app/guards/SyncHookScript.tsx.
    }),
    shellComponent: RootDocument,
    notFoundComponent: NotFoundScreen,
    errorComponent: RootErrorScreen,
  });

/**
 * The root route of the tree being built. Every route names its parent through `getParentRoute`, which TanStack
 * calls when it processes a tree: when the browser adds the other locales' routes, the routes already in use move
 * under the new root unchanged, and a root made from the same options renders the same components, so nothing on
 * the page remounts. Set by `treeOf` before TanStack processes the tree, so no root is made at import time.
 */
let currentRoot!: ReturnType<typeof createRootRoute>;
const root = () => currentRoot;

// Layouts are pathless routes (product §2 layouts common, default, login): the URL never names them. Each locale has
// its own, so layout data such as the header navigation is loaded once per locale and kept while browsing in it.
function layoutRoutes(code: LocaleCode) {
  const defaultLayout = createRoute({
    getParentRoute: root,
    id: `layout-default-${code}`,
    staticData: { layout: 'default' },
    loader: ({ context }) => loadDefaultLayout(context, code),
    staleTime: Number.POSITIVE_INFINITY,
    component: DefaultLayout,
    // A screen under this layout that finds nothing (the article catch-all, an unknown experience) is answered here,
    // not at the root: this match's navigation and footer from content are then part of the page the browser
    // hydrates (TanStack dehydrates the matches down to the one that handled the not-found).
    notFoundComponent: NotFoundScreen,
  });
  const loginLayout = createRoute({ getParentRoute: root, id: `layout-login-${code}`, staticData: { layout: 'login' }, component: LoginLayout });
  return { default: () => defaultLayout, login: () => loginLayout, none: root } satisfies Record<LayoutName, () => AnyRoute>;
}

function pathOf(screen: Screen, code: LocaleCode, prefix: string): string {
  // An empty segment is the locale's home; the trailing slash makes it an index route, which TanStack ranks
  // above the locale's article catch-all.
  return `${prefix}/${segmentFor(screen, code)}`;
}

/** A screen's route (`route.ts` in its folder under app/screens) in one locale: its path there, its query, its data, its title. */
function localeScreenRoute(route: AnyScreenRoute, code: LocaleCode, prefix: string, parent: () => AnyRoute): AnyRoute {
  const { screen, validateSearch, loaderDeps, loader } = route;
  const title = screenTitles[screen.name];
  return createRoute({
    getParentRoute: parent,
    path: pathOf(screen, code, prefix),
    staticData: { screen: screen.name, locale: code, article: screen.article ?? false },
    ...(validateSearch ? { validateSearch } : {}),
    // The route's own loaderDeps receives the search its own validateSearch made.
    ...(loaderDeps ? { loaderDeps: ({ search }: { search: unknown }): Record<string, unknown> => loaderDeps(search as never) } : {}),
    ...(loader
      ? {
          // A screen's data is plain JSON from content (./content/plain-data.ts checks that in tests). In the browser the
          // rarer content blocks load beside the screen's data, so no block of a page pops in after it.
          loader: withSafeErrors(async ({ context, params, deps, abortController }: ScreenLoaderContext) => {
            const args = { context, params, deps: (deps ?? {}) as never, signal: abortController.signal };
            // The loader's modules load once per screen (defineScreen): at hand, they cost it no task (decision 139).
            const load = async () => loader(code, args, (await route.loaderModules?.()) as never);
            const [data] = await Promise.all([
              load(),
              // The page's module first: it declares the views (app/deferred.tsx) that load with its data.
              import.meta.env.SSR ? undefined : route.page.load().then(loadViewsWithPageData, () => undefined),
            ]);
            return plainData(data);
          }),
        }
      : {}),
    head: ({ match, loaderData }) => {
      const meta = (loaderData as { meta?: Partial<ScreenMeta> } | undefined)?.meta;
      return {
        meta: [
          { title: documentTitle(meta?.title || match.context.i18n._(title)) },
          ...(meta?.description ? [{ name: 'description', content: meta.description }] : []),
        ],
      };
    },
    component: lazyRouteComponent(route.page.load),
  });
}

const siteName = 'Retailer Experience';
const documentTitle = (title: string) => (title === siteName ? title : `${title} | ${siteName}`);

interface ScreenLoaderContext {
  context: RouterContext;
  params: Record<string, string>;
  deps?: unknown;
  abortController: AbortController;
}

/** One locale's routes (its layouts with their screens, and its screens without a layout), built once. */
const localeRoutes = new Map<LocaleCode, AnyRoute[]>();
function routesOf(code: LocaleCode, prefix: string): AnyRoute[] {
  let routes = localeRoutes.get(code);
  if (!routes) {
    const layouts = layoutRoutes(code);
    const children = (layout: LayoutName) =>
      screenRoutes.filter((route) => route.screen.layout === layout).map((route) => localeScreenRoute(route, code, prefix, layouts[layout]));
    routes = [layouts.default().addChildren(children('default')), layouts.login().addChildren(children('login')), ...children('none')];
    localeRoutes.set(code, routes);
  }
  return routes;
}

/** Builds a locale's routes ahead of `createRouter`, so that the browser can spend that work in a task of its own. */
export function prepareLocaleRoutes(code: LocaleCode) {
  routesOf(code, getLocale(code).prefix);
}

function treeOf(codes: readonly LocaleCode[]) {
  currentRoot = createRootRoute();
  // Bench builds add the standard SSR workload's page here; every other build has no bench route (decision 091).
  return currentRoot.addChildren([
    ...benchRoutes(root),
    ...locales.filter((locale) => codes.includes(locale.code)).flatMap((locale) => routesOf(locale.code, locale.prefix)),
  ]);
}

let allLocalesTree: ReturnType<typeof treeOf> | undefined;
const allLocales = () => (allLocalesTree ??= treeOf(locales.map((locale) => locale.code)));

/**
 * The browser starts with its page's locale only: TanStack processes every route of a tree when the router is
 * created, and all eight locales' routes cost a phone about 30 ms of main-thread work before hydration, inside one
 * long task (Lighthouse's total blocking time). The other locales' routes are added the moment a visitor may need
 * them: when the language list opens, and before any navigation into another locale (app/browser/entry.tsx). The server
 * always has every locale (its routers share one tree, processed once per isolate).
 */
export function withAllLocales(router: AnyRouter) {
  const tree = allLocales();
  if (router.routeTree !== tree) router.update({ ...router.options, routeTree: tree });
}

export interface CreateRouterOptions {
  context: RouterContext;
  basepath?: string;
  nonce?: string;
  /** Only this locale's routes to begin with (the browser); every locale when left out (the server, tests). */
  locale?: LocaleCode;
}

export function createRouter({ context, basepath, nonce, locale }: CreateRouterOptions) {
  // One settings object per router: the browser's starts empty and is filled from the dehydrated state before any
  // route matches, so the first render already has the server's values (hydration sees the same attributes).
  const kontent: KontentPageSettings = { environmentId: context.kontent?.environmentId ?? '' };
  // The same for the forms' settings: the worker's, then the browser's copy of them (app/forms/page-settings.ts).
  const forms: FormsPageHolder = { current: context.forms?.current };
  const router = createTanStackRouter({
    routeTree: locale ? treeOf([locale]) : allLocales(),
    context: {
      ...context,
      kontent,
      forms,
      ...(locale ? { addAllLocales: () => withAllLocales(router) } : {}),
    },
    dehydrate: () => ({ kontentEnvironmentId: kontent.environmentId, ...(forms.current ? { forms: forms.current } : {}) }),
    hydrate: (dehydrated: { kontentEnvironmentId?: unknown; forms?: unknown } | undefined) => {
      if (typeof dehydrated?.kontentEnvironmentId === 'string') kontent.environmentId = dehydrated.kontentEnvironmentId;
      forms.dehydrated = dehydrated?.forms;
    },
    // TanStack types this option for TanStack Start's config only; the router reads it from its own options.
    ...({ serializationAdapters: [plainDataAdapter] } as object),
    basepath: basepath || '/',
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Query values stay plain strings (TanStack would read `?backlink=123` as JSON); the route schemas coerce them.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => String(value)),
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: ScreenErrorScreen,
    ssr: nonce ? { nonce } : undefined,
    // biome-ignore lint/correctness/noComponentHookFactories: one router per page (or request): the wrapper is made once per router, never per render
    Wrap: ({ children }: { children: ReactNode }) => <I18nProvider i18n={context.i18n}>{children}</I18nProvider>,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createRouter>;

// The app's router type for TanStack's hooks and components: the root route's context (guards, locale) is typed.
declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
