import type { ServerManifest } from '@tanstack/router-core';
import type { AnyRouter } from '@tanstack/react-router';
import clientManifest from 'virtual:client-manifest';
import { screenSources } from '../../client/routes/modules';
import type { ClientManifest } from './vite-client-manifest';

const devScripts = ['/@vite/client'];

/**
 * TanStack's SSR manifest: the entry script and stylesheets on the root route, and on each screen route the
 * chunk of its lazily loaded module, so the browser fetches it in parallel with the entry. Route ids are the same
 * for every router built from the route tree, so this is computed once per isolate.
 */
export function buildRouterManifest(router: AnyRouter, manifest: ClientManifest = clientManifest): ServerManifest {
  const { entry } = manifest;
  const scripts = [...(manifest.dev ? devScripts : []), entry.script].map((src) => ({
    attrs: { type: 'module', src, async: true },
  }));
  const routes: ServerManifest['routes'] = {
    __root__: { preloads: entry.preloads, css: entry.css, scripts },
  };
  for (const [id, route] of Object.entries(router.routesById as Record<string, { options: { staticData?: { screen?: keyof typeof screenSources } } }>)) {
    const screen = route.options.staticData?.screen;
    const module = screen ? manifest.modules[screenSources[screen]] : undefined;
    if (module) routes[id] = { preloads: module.preloads, css: module.css };
  }
  return { routes };
}

let cached: ServerManifest | undefined;
export function getRouterManifest(router: AnyRouter): ServerManifest {
  cached ??= buildRouterManifest(router);
  return cached;
}
