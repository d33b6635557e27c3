import '@vitejs/plugin-react/preamble';
import type { Messages } from '@lingui/core';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { installChunkReload } from './chunk-reload';
import { onDemandContentClient } from './on-demand-content-client';
import { preloadNavigationCode, preloadOneAtATime } from './navigation-code';
import { whenLoadedAndIdle } from '../dom';
import { tellPressedLinks } from './pressed-links';
import { createNavigationLevels } from './navigation-levels';
import { deferred, whenWanted } from '../deferred';
import { loadLayoutQueries } from './load-layout-queries';
import { applyGuardEffects } from './guards/effects';
import type { GuardPageContext, GuardRunner } from '../guards/page-context';
import { defaultLocale, isLocaleCode, type LocaleCode } from '../i18n/locales';
import { activateLocale, createI18n } from '../i18n/setup';
import { localeOfPath } from '../i18n/locales';
import { createRouter, prepareLocaleRoutes, withAllLocales } from '../router';
import { screenRoutes } from '../screens/all-routes';
import { wantsEditing } from './spotlight/wants-editing';
import { claimInlinedStylesheets } from '../styles/inlined-stylesheets';
import { createPageTracking } from './tracking/load';
import { stripBasePath } from '../url/site-path';
import { yieldToMain } from './yield-to-main';

// Only the active locale's catalog is fetched; the others load when the visitor switches language.
const loadCatalog = async (code: LocaleCode): Promise<Messages> =>
  ((await import(`../../locales/${code}/messages.po`)) as { messages: Messages }).messages;

/** Content and search in the browser go through the worker's endpoints: their clients load with the first use. */
const proxyClient = deferred(() => import('./proxy-client'));
const searchClient = deferred(() => import('./search-client'));
/** The deploy check (product §7 builds/latest.json) matters minutes after load, not for the first paint. */
const updateCheck = deferred(() => import('./update-check'));
/** Editors only (./spotlight): Kontent's click-to-edit SDK loads on demand, never with a retailer's page. */
const clickToEdit = deferred(() => import('./spotlight/start'));

async function mount() {
  // Before hydration loads the screen's chunk: its styles are in the page already.
  claimInlinedStylesheets(document);
  const i18n = createI18n();
  // The server rendered with this locale's catalog: hydration must start with the same one active.
  const rendered = document.documentElement.dataset.locale;
  const pageLocale = isLocaleCode(rendered) ? rendered : defaultLocale.code;
  await activateLocale(i18n, pageLocale, loadCatalog);
  const buildId = document.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content ?? '';
  const basePath = document.documentElement.dataset.basePath ?? '';
  const pageGuards = (): GuardPageContext | undefined => router.state.matches[0]?.context.guard;
  const view = {
    current: pageGuards,
    previous: () => {
      const resolved = router.state.resolvedLocation;
      if (!resolved) return undefined;
      // Router locations leave the base path out; strip it anyway should a version keep it.
      return { pathname: stripBasePath(resolved.pathname, basePath) ?? resolved.pathname, search: resolved.searchStr };
    },
  };
  // The server ran the guards for this document; the browser needs them only from the first in-app navigation,
  // so their code loads after the page (when it is idle or a link is wanted, below) instead of with it.
  // A failed chunk load is retried at the next navigation (app/deferred.tsx).
  const runner = deferred(async () => (await import('./guards/runner')).createBrowserGuardRunner(view, fetch.bind(globalThis)));
  const guards: GuardRunner = {
    async check(location, options) {
      return (await runner.load()).check(location, options);
    },
  };
  const loadContentClient = async () => (await proxyClient.load()).createProxyContentClient(fetch.bind(globalThis));
  // Start-up runs as short tasks, each well under the 50 ms that make a task long on a phone (total blocking time):
  // the catalog, the locale's routes, the router (it processes every route) and the start of hydration.
  await yieldToMain();
  prepareLocaleRoutes(pageLocale);
  await yieldToMain();
  const router = createRouter({
    context: {
      i18n,
      loadCatalog,
      content: onDemandContentClient(loadContentClient, () => pageGuards()?.config.editorPreview === true),
      // Loaded with the first search made in the browser: the first page's results come with the document.
      search: {
        find: async (request, options) => (await searchClient.load()).createApiSiteSearch(fetch.bind(globalThis), basePath).find(request, options),
      },
      buildId,
      siteUrl: `${window.location.origin}${basePath}`,
      navigationLevels: createNavigationLevels(fetch.bind(globalThis), basePath),
      guards,
    },
    basepath: basePath,
    locale: pageLocale,
  });
  // The router starts with the page's locale only (see createRouter): a navigation into another locale (a guard's
  // redirect, a link in content) first gives it every locale's routes, before TanStack matches the new location.
  router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    if (localeOfPath(toLocation.pathname).code !== pageLocale) withAllLocales(router);
  });
  installChunkReload(() => router.latestLocation.href);
  updateCheck.load().then(
    ({ installUpdateCheck }) => installUpdateCheck(router, buildId, basePath),
    (error: unknown) => console.error('Update check failed to load', error),
  );
  // What the guards asked of the browser, once each page has finished: the document's, then each navigation's; and
  // tracking (product §4, §7), which loads on demand and reads an article's data-layer values from its loader data.
  const track = createPageTracking();
  const applyEffects = () => {
    const { matches } = router.state;
    const guard = pageGuards();
    applyGuardEffects(guard);
    track({
      guard,
      language: matches[0]?.context.locale.tag ?? defaultLocale.tag,
      leafData: matches.at(-1)?.loaderData,
      spotlight: matches[0]?.search['web-spotlight'] === true,
      href: router.state.location.href,
      i18n,
    });
  };
  router.subscribe('onResolved', applyEffects);
  // The first in-app navigation's code, once the page is idle or a visitor turns to a link (issue 30: a tap on a link
  // answered without a download; the modules are kept, so the navigation's own imports find them). Then the screens'
  // queries, one screen at a time in idle periods of their own: a link's preload on touch then asks for the screen's
  // data at once (decision 139), and no task of the page's idle time evaluates them all.
  const screenQueries = screenRoutes.flatMap((route) => (route.loaderModules ? [route.loaderModules] : []));
  const idle = () => new Promise<void>((resolve) => whenLoadedAndIdle(window, resolve));
  void preloadNavigationCode([runner.load, proxyClient.load, loadLayoutQueries], whenWanted('a[href]')).then(() =>
    preloadOneAtATime(screenQueries, idle),
  );
  // A link pressed asks the guards' calls of its page before the click starts the navigation (decision 134).
  tellPressedLinks(document, basePath, (location) => runner.loaded()?.press?.(location));
  const edit = () => {
    if (wantsEditing(window.location.search))
      clickToEdit.load().then(
        ({ startEditing }) => startEditing(router),
        (error: unknown) => console.error('Click-to-edit failed to load', error),
      );
  };
  router.subscribe('onResolved', edit);
  addEventListener('pageshow', (event) => event.persisted && edit());
  await yieldToMain();
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking the main thread
  // for the whole page: a tap or a scroll during start-up is answered at once (total blocking time).
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />, {
      onRecoverableError: (error) => console.error('Error while mounting app:', error),
    });
  });
  // After hydration the document's matches are in place; an effect applies once however often this runs.
  queueMicrotask(function waitForHydration() {
    if (!router.state.matches.length) return setTimeout(waitForHydration, 50);
    applyEffects();
    edit();
  });
}

mount().catch((error: unknown) => console.error('Error while mounting app:', error));
