import type { Page } from '@playwright/test';

/**
 * Waits until the page is the app's: the router exists, every link and button carries React's fiber key (which
 * hydration attaches to each element it adopts), and the network is quiet. The router is created before hydration
 * starts, and hydration runs as a transition in slices, with the content inside Suspense boundaries after the
 * rest: a click that lands before then hits server HTML and loads a new document.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    if (!(window as unknown as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__) return false;
    return [...document.body.querySelectorAll('a[href], button')].every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    );
  });
  await page.waitForLoadState('networkidle');
}
