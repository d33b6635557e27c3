import { axe } from './axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './hydrated';
import { waitUntilPostable } from './no-script-forms';

// The contact form and the newsletter sign-up (issue 16) in Chromium, with JavaScript and without, at a phone's and
// a desktop's width. The emulator's records, faults and bot-check settings are shared: this file runs in order.
test.describe.configure({ mode: 'serial' });

interface FormRecord {
  kind: string;
  body: Record<string, unknown>;
  outcome: 'stored' | 'replayed';
}

async function records(request: APIRequestContext, email: string): Promise<FormRecord[]> {
  const answer = (await (await request.get('/__emulator/form-records')).json()) as { records: FormRecord[] };
  return answer.records.filter((record) => record.body.email === email);
}

const uniqueEmail = (label: string) => `e2e-${label}-${Date.now()}@retailer.example`;

test.afterEach(async ({ request }) => {
  await request.delete('/__emulator/faults');
  await request.delete('/__emulator/recaptcha/settings');
});

async function fillContact(page: Page, email: string, options: { script: boolean }) {
  await page.getByLabel('Name').fill('Jana Nováková');
  await page.locator('#contact-form-email').fill(email);
  await page.getByLabel('Company').fill('Autosalon Brno');
  if (options.script) {
    await page.getByRole('button', { name: /Topic/ }).click();
    await page.getByRole('option', { name: 'Sales', exact: true }).click();
  } else {
    await page.getByLabel('Topic').selectOption('sales');
  }
  await page.getByLabel('Message').fill('Please send me the retail standards for 2026.');
  await page.locator('#contact-form').getByRole('checkbox').check();
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('contact form with JavaScript: sent in place, confirmed, reset; the market preselected from the user', async ({ page, request }) => {
      await page.goto('/contacts');
      await hydrated(page);
      await expect(page.getByLabel('Market')).toHaveValue('CZ');
      // Interest loads the enhancement (the dropdown select replaces the native select).
      await page.getByLabel('Name').focus();
      await expect(page.locator('#contact-form')).toHaveAttribute('data-enhanced', 'true');
      const email = uniqueEmail(`contact-js-${width}`);
      await fillContact(page, email, { script: true });
      const url = page.url();
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your message was sent' })).toBeVisible();
      expect(page.url()).toBe(url);
      await expect(page.getByLabel('Name')).toHaveValue('');
      await expect(page.getByLabel('Message')).toHaveValue('');
      const saved = await records(request, email);
      expect(saved.map((record) => record.outcome)).toEqual(['stored']);
      expect(saved[0]?.body).toMatchObject({ name: 'Jana Nováková', market: 'CZ', topic: 'sales', consent: true, language: 'en' });
      await page.screenshot({ path: `test-results/forms/contact-sent-${width}.png`, fullPage: true });
    });

    test('newsletter with JavaScript, from the footer of a page', async ({ page, request }) => {
      await page.goto('/cs/novinky');
      await hydrated(page);
      const form = page.locator('#newsletter-form');
      const email = uniqueEmail(`newsletter-js-${width}`);
      await form.getByLabel('E-mail').fill(email);
      await expect(form).toHaveAttribute('data-enhanced', 'true');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Přihlásit k odběru' }).click();
      await expect(form.getByRole('status')).toHaveText('Děkujeme. Jste přihlášeni k odběru newsletteru.');
      await expect(form.getByLabel('E-mail')).toHaveValue('');
      expect((await records(request, email)).map((record) => record.body)).toEqual([{ email, consent: true, language: 'cs' }]);
    });

    test('errors show on blur, a checkbox once changed, and a submit with errors says the form is incomplete and focuses the first', async ({
      page,
    }) => {
      await page.goto('/contacts');
      await hydrated(page);
      const name = page.getByLabel('Name');
      await name.focus();
      await expect(page.locator('#contact-form')).toHaveAttribute('data-enhanced', 'true');
      await page.keyboard.press('Tab');
      await expect(page.getByText('Name is required.')).toBeVisible();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAttribute('aria-describedby', 'contact-form-name-error');
      // Typing clears it (validated again 20 ms after the last keystroke, product §9).
      await name.fill('J');
      await expect(page.getByText('Name is required.')).toHaveCount(0);
      const consent = page.locator('#contact-form').getByRole('checkbox');
      await consent.check();
      await consent.uncheck();
      await expect(page.getByText('Please accept the processing of your personal data.')).toBeVisible();
      await name.fill('');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Form incomplete.' })).toContainText('Sorry, not all fields are filled out correctly.');
      await expect(name).toBeFocused();
    });

    test('keyboard only: every field, the topic list and the submit', async ({ page, request }) => {
      await page.goto('/contacts');
      await hydrated(page);
      const email = uniqueEmail(`contact-keyboard-${width}`);
      await page.getByLabel('Name').focus();
      await expect(page.locator('#contact-form')).toHaveAttribute('data-enhanced', 'true');
      await page.keyboard.type('Jana Nováková');
      await page.keyboard.press('Tab');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Autosalon Brno');
      await page.keyboard.press('Tab');
      // The market is preselected; on to the topic's button.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: /Topic/ })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: /Topic/ })).toContainText('Sales');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Please send me the retail standards for 2026.');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      // The privacy link inside the consent's label, then the submit.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Your message was sent' })).toBeFocused();
      expect((await records(request, email)).map((record) => record.body.topic)).toEqual(['sales']);
    });

    test('the App API failing once keeps every typed value; sending again saves it once', async ({ page, request }) => {
      await page.goto('/contacts');
      await hydrated(page);
      await page.getByLabel('Name').focus();
      await expect(page.locator('#contact-form')).toHaveAttribute('data-enhanced', 'true');
      const email = uniqueEmail(`contact-retry-${width}`);
      await fillContact(page, email, { script: true });
      await request.post('/__emulator/faults', {
        data: { target: 'app-api', count: 1, mode: 'status', status: 500, pathContains: 'contact-requests' },
      });
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('alert')).toContainText('the service is not available right now');
      await expect(page.getByLabel('Name')).toHaveValue('Jana Nováková');
      await expect(page.locator('#contact-form-email')).toHaveValue(email);
      await expect(page.getByLabel('Message')).toHaveValue('Please send me the retail standards for 2026.');
      await expect(page.getByRole('button', { name: /Topic/ })).toContainText('Sales');
      await expect(page.locator('#contact-form').getByRole('checkbox')).toBeChecked();
      expect(await records(request, email)).toEqual([]);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your message was sent' })).toBeVisible();
      expect((await records(request, email)).map((record) => record.outcome)).toEqual(['stored']);
    });
  });

  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

    test('contact form posted to its page: errors with the values kept, then sent', async ({ page, request }) => {
      await page.goto('/contacts');
      const email = uniqueEmail(`contact-nojs-${width}`);
      await page.getByLabel('Name').fill('Jana Nováková');
      await page.locator('#contact-form-email').fill('not-an-address');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page).toHaveURL(/\/contacts#contact-form$/);
      await expect(page.getByText('Form incomplete.')).toBeVisible();
      await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
      await expect(page.getByText('Topic is required.')).toBeVisible();
      // The errors came with a new page, and new stamps.
      const shownAt = Date.now();
      await expect(page.getByLabel('Name')).toHaveValue('Jana Nováková');
      await expect(page.locator('#contact-form-email')).toHaveAttribute('aria-invalid', 'true');
      await fillContact(page, email, { script: false });
      await waitUntilPostable(page, shownAt);
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Your message was sent')).toBeVisible();
      await expect(page.getByLabel('Name')).toHaveValue('');
      expect((await records(request, email)).map((record) => record.outcome)).toEqual(['stored']);
      await page.screenshot({ path: `test-results/forms/contact-nojs-${width}.png`, fullPage: true });
    });

    test('newsletter posted to its page', async ({ page, request }) => {
      await page.goto('/news');
      const shownAt = Date.now();
      const form = page.locator('#newsletter-form');
      const email = uniqueEmail(`newsletter-nojs-${width}`);
      await form.getByLabel('E-mail').fill(email);
      await form.getByRole('checkbox').check();
      await waitUntilPostable(page, shownAt);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page).toHaveURL(/\/news#newsletter-form$/);
      await expect(page.locator('#newsletter-form').getByText('You are subscribed')).toBeVisible();
      expect((await records(request, email)).map((record) => record.body)).toEqual([{ email, consent: true, language: 'en' }]);
    });
  });
}

test('no axe violations with the errors of both forms shown, at 375, 768 and 1440 px', async ({ page }) => {
  await page.goto('/contacts');
  await hydrated(page);
  await page.getByLabel('Name').focus();
  await expect(page.locator('#contact-form')).toHaveAttribute('data-enhanced', 'true');
  await page.locator('#contact-form-email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Form incomplete.')).toBeVisible();
  const newsletter = page.locator('#newsletter-form');
  await newsletter.getByLabel('E-mail').focus();
  await expect(newsletter).toHaveAttribute('data-enhanced', 'true');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByText('E-mail is required.')).toBeVisible();
  for (const width of [375, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await axe(page);
    expect(results.violations.map((violation) => `${width}px ${violation.id}: ${violation.help}`)).toEqual([]);
    await page.screenshot({ path: `test-results/forms/errors-${width}.png`, fullPage: true });
  }
});
