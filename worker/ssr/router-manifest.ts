import type { ServerManifest } from '@tanstack/router-core';
import type { AnyRouter } from '@tanstack/react-router';
import { screenSources } from '../../app/screens/all-routes';
import type { ClientManifest } from './client-manifest';

const devScripts = ['/@vite/client'];

/**
 * TanStack's SSR manifest: the entry script and stylesheets on the root route, and on each screen route the
 * chunk of its lazily loaded module and its locale's catalog, so the browser fetches them in parallel with the entry.
 * Stylesheets go into the page itself when their text is known (a build).
 */
export function buildRouterManifest(router: AnyRouter, manifest: ClientManifest): ServerManifest {
  const { entry } = manifest;
  const scripts = [...(manifest.dev ? devScripts : []), entry.script].map((src) => ({
    attrs: { type: 'module', src, async: true },
  }));
  const routes: ServerManifest['routes'] = {
    __root__: { preloads: entry.preloads, css: entry.css, scripts },
  };
  type StaticData = { screen?: keyof typeof screenSources; locale?: string };
  for (const [id, route] of Object.entries(router.routesById as Record<string, { options: { staticData?: StaticData } }>)) {
    const { screen, locale } = route.options.staticData ?? {};
    const module = screen ? manifest.modules[screenSources[screen]] : undefined;
    // The page's catalog is fetched before hydration: preloading it saves the browser a round trip.
    const catalog = locale ? manifest.modules[`locales/${locale}/messages.po`] : undefined;
    if (module || catalog) {
      routes[id] = {
        preloads: [...(module?.preloads ?? []), ...(catalog?.preloads ?? [])],
        css: module?.css ?? [],
      };
    }
  }
  // TanStack inlines the matched routes' stylesheets into the page and strips their links (decision 043).
  return Object.keys(manifest.styles).length ? { routes, inlineCss: { styles: manifest.styles } } : { routes };
}
