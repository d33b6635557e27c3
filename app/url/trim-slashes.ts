// A module of its own: the route table's slug check (in the page's first script) needs only this, not the
// local-path check that the guards and the login page load later.

/**
 * `path` without its trailing slashes (`/` becomes empty): a loop, because `/\/+$/` backtracks quadratically in V8
 * on a long run of slashes that does not end the string.
 */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  return end === path.length ? path : path.slice(0, end);
}
