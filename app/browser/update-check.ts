import type { AnyRouter } from '@tanstack/react-router';

/** product §7 app manifest check, our way: poll the build id; when a new deploy is live, the next navigation loads fully. */
export const buildIdPath = '/builds/latest.json';
export const updateCheckIntervalMs = 60 * 60 * 1000;
const minimumGapMs = 5 * 60 * 1000;

export function installUpdateCheck(router: AnyRouter, currentBuildId: string, basePath = ''): void {
  if (!currentBuildId || currentBuildId === 'dev') return;
  let outdated = false;
  let lastCheck = Date.now();
  const check = async () => {
    lastCheck = Date.now();
    try {
      const response = await fetch(`${basePath}${buildIdPath}?t=${lastCheck}`, { cache: 'no-store' });
      if (!response.ok) return;
      const { id } = (await response.json()) as { id?: unknown };
      if (typeof id === 'string' && id !== currentBuildId) outdated = true;
    } catch {
      // Offline or a deploy in progress: try again at the next check.
    }
  };
  setInterval(check, updateCheckIntervalMs);
  // A tab left open overnight checks when the retailer comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > minimumGapMs) void check();
  });
  router.subscribe('onBeforeNavigate', ({ toLocation, hrefChanged }) => {
    if (outdated && hrefChanged) window.location.assign(`${basePath}${toLocation.href}`);
  });
}
