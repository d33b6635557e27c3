import { hasUnsafeCharacter, localPath, maxLocalPathLength } from '../url/local-path';
import { trimTrailingSlashes } from '../url/trim-slashes';

/**
 * The login page's query (product §2 `/login?url=…&backlink=…`) is attacker-controlled: a link to our login page can
 * carry any value. `url` is followed only when it points at a configured sign-in provider, `backlink` only when it
 * is a path on this site under the base path. Anything else is dropped, never followed (decision 030).
 */

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** The backlink as a same-origin path under the base path (normalised), or undefined when it is anything else. */
export function safeBacklink(value: unknown, basePath: string): string | undefined {
  return localPath(value, { basePath });
}

/**
 * The sign-in URL, when it belongs to a configured provider. A provider entry is an origin
 * (`https://sso.example.com`: any URL on exactly that origin) or, for the local emulator, a path prefix on the
 * app's own origin (`/__emulator/sign-in`), which then accepts same-origin paths only.
 */
export function safeLoginUrl(value: unknown, providers: readonly string[]): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLocalPathLength || hasUnsafeCharacter(value)) return undefined;
  for (const provider of providers) {
    if (provider.startsWith('/')) {
      const path = localPath(value, { basePath: trimTrailingSlashes(provider) });
      if (path) return path;
      continue;
    }
    const allowed = parse(provider);
    // Absolute only: a relative value would resolve against our own origin, not the provider's.
    if (!allowed || !/^https?:\/\//i.test(value)) continue;
    const url = parse(value);
    if (url && url.origin === allowed.origin && !url.username && !url.password) return url.href;
  }
  return undefined;
}

/** A base for same-origin provider paths; never sent anywhere. */
const providerProbe = 'https://provider.invalid';

/** The provider URL's own return leg: the query parameter the provider sends the visitor back to. */
export const returnParameter = 'backlink';

/**
 * The provider URL's own query parameters the sign-in link may keep. The URL arrives in the login page's query,
 * which anyone can craft: a `return`, `next` or `RelayState` in it would be a way off the site chosen by an attacker,
 * handed on with the provider's authority. The App API's login URLs carry none today (decision 112); a provider
 * that needs one is named here.
 */
export const providerLoginParameters: readonly string[] = [];

/**
 * The sign-in action: the provider's URL with the backlink it should return to, and nothing else the request
 * brought: parameters other than `providerLoginParameters` and any fragment are dropped, and a return leg it
 * already carries is replaced by ours, or removed when we have none.
 */
export function signInHref(loginUrl: string, backlink: string | undefined): string {
  const absolute = /^https?:\/\//i.test(loginUrl);
  const url = new URL(loginUrl, providerProbe);
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (providerLoginParameters.includes(name)) query.append(name, value);
  if (backlink) query.set(returnParameter, backlink);
  url.search = query.size > 0 ? `?${query}` : '';
  url.hash = '';
  return absolute ? url.href : `${url.pathname}${url.search}`;
}
