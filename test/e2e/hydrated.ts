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

/**
 * Starts a navigation with the app's own router, as a link the page does not show would. The navigation's promise
 * stays in the page: one the router supersedes never settles, and Playwright would then fail the call ("Resulting
 * promise was garbage collected"). Callers wait for what the navigation shows (its heading, its URL).
 */
export async function navigateInApp(page: Page, options: { to: string; hash?: string } | { href: string }) {
  await page.evaluate((target) => {
    void (window as unknown as { __TSR_ROUTER__: { navigate: (o: typeof target) => Promise<void> } }).__TSR_ROUTER__.navigate(target);
  }, options);
}
