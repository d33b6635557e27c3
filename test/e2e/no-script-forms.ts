import type { Page } from '@playwright/test';

/**
 * Without a bot-check token a form post must come from a page the site rendered at least 3 s before (decision 082;
 * the stamp counts whole seconds). Waits out only what is left of that since `shownAt`, a time taken once the page
 * carrying the form had arrived: the typing in between has used up part of it.
 */
export async function waitUntilPostable(page: Page, shownAt: number) {
  const left = shownAt + 3200 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}
