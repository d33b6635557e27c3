import type { ManifestAssetLink, ServerManifest } from '@tanstack/router-core';
import { boundedMemo } from '../../app/memo/bounded-memo';

/** At most this many scripts are announced: the entry and what the page's own route needs first (a header stays small). */
const maxLinks = 12;

const hrefOf = (link: ManifestAssetLink) => (typeof link === 'string' ? link : link.href);

/**
 * The `Link` header of a document: the scripts the page cannot start without, as `rel=preload; as=script;
 * crossorigin; fetchpriority=low`: the entry script, its static imports, then for each matched route (root first) its lazily loaded
 * screen module and the locale's catalog: the same files the HTML names in its head. Cloudflare keeps the `preload`
 * and `preconnect` `Link` headers of a page's answers and sends them ahead as a 103 Early Hints answer to the next
 * request, and Chromium follows `preload` and `preconnect` in a 103; neither names `modulepreload` (decision 100).
 * `crossorigin` gives the preload the module script's own request mode (CORS, same-origin credentials), so the
 * page's `<script type="module">` and module preloads take the preloaded file instead of fetching it again (without
 * it Chromium fetches each twice: test/e2e/early-hints.spec.ts). Low priority, as the head's module preloads: on a
 * first visit (no 103 yet) the scripts must not hold back the LCP image (decision 093). Stylesheets are inlined into the HTML (decision
 * 043) and need no hint.
 */
export function preloadLinkHeader(manifest: ServerManifest, routeIds: readonly string[]): string {
  const hrefs: string[] = [];
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) continue;
    for (const script of route.scripts ?? []) {
      const src = script.attrs?.src;
      if (typeof src === 'string') hrefs.push(src);
    }
    for (const preload of route.preloads ?? []) hrefs.push(hrefOf(preload));
  }
  return [...new Set(hrefs)]
    .filter((href) => href.startsWith('/') && !href.startsWith('//') && !/[<>,;\s]/.test(href))
    .slice(0, maxLinks)
    .map((href) => `<${href}>; rel=preload; as=script; crossorigin; fetchpriority=low`)
    .join(', ');
}

// The matched routes follow from the leaf route: one header per screen route and locale, kept per isolate.
const headers = boundedMemo<string>(512, 300);

/** `preloadLinkHeader` for the matches of a rendered page, kept by its leaf route. */
export function pageLinkHeader(manifest: ServerManifest, routeIds: readonly string[]): string {
  const key = routeIds.at(-1) ?? '';
  return headers.get(key) ?? headers.remember(key, preloadLinkHeader(manifest, routeIds));
}
