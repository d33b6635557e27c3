/**
 * A request's path as the site sees it, on both sides: the worker's guards and document handler, and the browser's
 * router (the previous location of a guard check). Platform string functions only, so it runs anywhere.
 */

/** Removes the configured base path (`/retail/news` → `/news`); undefined when the path is outside it. */
export function stripBasePath(pathname: string, basePath: string): string | undefined {
  if (!basePath) return pathname;
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}

/** False for a path no reader can decode (a stray `%`): it names no page, and code that decodes it would throw. */
export function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
