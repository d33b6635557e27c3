import { axe } from './axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { waitUntilPostable } from './no-script-forms';
import { signedOut } from './sessions';

// The public door (product §1, decision 114): a visitor without an account goes from the login screen to the
// contact form and the newsletter sign-up in one click and sends both, with JavaScript and without. The emulator's
// form records are shared with forms.spec.ts: this file runs in order.
test.describe.configure({ mode: 'serial' });
test.use({ storageState: signedOut });

async function savedKinds(request: APIRequestContext, email: string): Promise<string[]> {
  const answer = (await (await request.get('/__emulator/form-records')).json()) as { records: { kind: string; body: { email?: string } }[] };
  return answer.records.filter((record) => record.body.email === email).map((record) => record.kind);
}

/** From the login screen (where a signed-out visitor lands) through its link to the door. */
async function throughTheLoginScreen(page: Page) {
  await page.goto('/news');
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByRole('link', { name: 'No account? Write to us or sign up for the newsletter' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
}

async function fillContact(page: Page, email: string, script: boolean) {
  const form = page.locator('#contact-form');
  await form.getByLabel('Name').fill('Jana Nováková');
  await form.locator('#contact-form-email').fill(email);
  await form.getByLabel('Company').fill('Autosalon Brno');
  // Nobody is signed in, so no market is preselected.
  await form.getByLabel('Market').selectOption('CZ');
  if (script) {
    await form.getByRole('button', { name: /Topic/ }).click();
    await page.getByRole('option', { name: 'Sales', exact: true }).click();
  } else {
    await form.getByLabel('Topic').selectOption('sales');
  }
  await form.getByLabel('Message').fill('Please tell me how to become a retailer of the brand.');
  await form.getByRole('checkbox').check();
}

test('with JavaScript: both forms sent in place; the door is axe clean; screenshots at 375 and 1440 px', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await throughTheLoginScreen(page);
  await hydrated(page);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`doors-${width}.png`), fullPage: true });
  }
  expect((await axe(page)).violations).toEqual([]);

  const email = `e2e-door-js-${Date.now()}@prospect.example`;
  await page.locator('#contact-form').getByLabel('Name').focus();
  await expect(page.locator('#contact-form')).toHaveAttribute('data-enhanced', 'true');
  await fillContact(page, email, true);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message was sent' })).toBeVisible();

  const newsletter = page.locator('#newsletter-form');
  await newsletter.getByLabel('E-mail').fill(email);
  await expect(newsletter).toHaveAttribute('data-enhanced', 'true');
  await newsletter.getByRole('checkbox').check();
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toHaveText('Thank you. You are subscribed to the newsletter.');
  expect((await savedKinds(request, email)).sort()).toEqual(['contact', 'newsletter']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  test('both forms posted to the door page', async ({ page, request }) => {
    await throughTheLoginScreen(page);
    let shownAt = Date.now();
    const email = `e2e-door-nojs-${Date.now()}@prospect.example`;
    await fillContact(page, email, false);
    await waitUntilPostable(page, shownAt);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Your message was sent')).toBeVisible();
    // The answer is a new page, with new stamps.
    shownAt = Date.now();

    const newsletter = page.locator('#newsletter-form');
    await newsletter.getByLabel('E-mail').fill(email);
    await newsletter.getByRole('checkbox').check();
    await waitUntilPostable(page, shownAt);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('#newsletter-form').getByText('You are subscribed')).toBeVisible();
    expect((await savedKinds(request, email)).sort()).toEqual(['contact', 'newsletter']);
  });
});
