import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { hydrated, navigateInApp } from './hydrated';

/** The environment id the preview build is configured with (wrangler.toml, local top level). */
const environmentId = /^KONTENT_ENVIRONMENT_ID\s*=\s*"([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1] ?? '';

test('the smart-link page attributes survive hydration and follow client-side navigation', async ({ page }) => {
  expect(environmentId).toMatch(/\S/);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/retail-standards-2025');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { __documentMark: 'kept' }));
  // The layout's page root, above header, main landmark and footer (decision 077).
  const main = page.locator('div.page');
  await expect(main).toHaveAttribute('data-kontent-environment-id', environmentId);
  await expect(main).toHaveAttribute('data-kontent-language-codename', 'en');
  // What the browser's router knows (from the dehydrated state), not only what the server rendered: React keeps
  // server attributes it would not have rendered itself, so the DOM alone would not show a missing value.
  const known = await page.evaluate(
    () =>
      (window as unknown as { __TSR_ROUTER__: { options: { context: { kontent?: { environmentId?: string } } } } }).__TSR_ROUTER__.options.context
        .kontent?.environmentId,
  );
  expect(known).toBe(environmentId);

  // A link inside the article: the browser renders the next page from its own router context.
  await page.locator('.article__body').getByRole('link', { name: 'The digital showroom' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The digital showroom');
  await expect(main).toHaveAttribute('data-kontent-environment-id', environmentId);
  await expect(main).toHaveAttribute('data-kontent-language-codename', 'en');
  // Items on the new page sit below the element naming the environment, as the SDK expects.
  expect(await main.locator('[data-kontent-item-id]').count()).toBeGreaterThan(0);

  // Into another locale without a document load: the language codename follows.
  await navigateInApp(page, { href: '/cs/novinky' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novinky');
  await expect(main).toHaveAttribute('data-kontent-language-codename', 'cs');
  await expect(main).toHaveAttribute('data-kontent-environment-id', environmentId);
  expect(await page.evaluate(() => (window as unknown as { __documentMark?: string }).__documentMark)).toBe('kept');
  expect(errors).toEqual([]);
});
