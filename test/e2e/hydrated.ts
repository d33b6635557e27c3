import type { Page } from '@playwright/test';

/**
 * Waits until the page is the app's: the document has loaded, the router exists, and every link and button carries
 * React's fiber key (which hydration attaches to each element it adopts). The router is created before hydration
 * starts, and hydration runs as a transition in slices, with the content inside Suspense boundaries after the
 * rest: a click that lands before then hits server HTML and loads a new document. (Not "network idle": that waits
 * half a second past the last request, a second a page on a busy 2-core machine, and proves nothing more.)
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    if (document.readyState !== 'complete') return false;
    if (!(window as unknown as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__) return false;
    // The consent dialog is built outside React (decision 113): its buttons never carry a fiber.
    return [...document.body.querySelectorAll('a[href], button')].every(
      (element) => element.closest('dialog.consent') || Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    );
  });
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
