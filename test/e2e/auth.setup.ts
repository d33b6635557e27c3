import { expect, test as setup } from '@playwright/test';
import { signedInState } from './sessions';

// Pages need a signed-in single-sign-on user (product §6): the suites browse as a demo retailer, signed in once here
// through the emulator's sign-in page exactly as a visitor does. Specs about signed-out visitors opt out.
setup('sign in as the demo retailer', async ({ page }) => {
  await page.goto('/__emulator/sign-in?backlink=/dashboard');
  await page.getByRole('button', { name: /Tomáš Novák/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().storageState({ path: signedInState });
});
