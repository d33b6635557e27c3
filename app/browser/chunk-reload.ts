/**
 * product §8: when a lazily loaded chunk fails to load (typically a deploy replaced it while the page
 * was open), load the page the visitor was going to from scratch — at most once per 10 s, so a chunk that is really
 * gone shows the error screen instead of reloading forever.
 */
export const reloadGuardMs = 10_000;
const storageKey = 'retailer-experience:chunk-reload-at';

export function installChunkReload(targetHref: () => string, now: () => number = Date.now): void {
  window.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(storageKey) ?? 0);
    } catch {
      // Storage can be unavailable (privacy modes): the guard then relies on the page's own lifetime.
    }
    if (now() - last < reloadGuardMs) return;
    try {
      sessionStorage.setItem(storageKey, String(now()));
    } catch {
      // see above
    }
    event.preventDefault();
    window.location.assign(targetHref());
  });
}
