import { expect, test as setup } from '@playwright/test';
import { acceptAll } from '../../app/tracking/consent-choice';
import { signedInBeforeConsent, signedInState, storeConsentChoice } from './sessions';

// Pages need a signed-in single-sign-on user (product §6): the suites browse as a demo retailer, signed in once here
// through the emulator's sign-in page exactly as a visitor does. Specs about signed-out visitors opt out. The state the
// other specs share holds a consent choice of "Accept all", made now; consent.spec.ts starts from the one before it.
setup('sign in as the demo retailer', async ({ page }) => {
  await page.goto('/__emulator/sign-in?backlink=/dashboard');
  await page.getByRole('button', { name: /Tomáš Novák/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().storageState({ path: signedInBeforeConsent });
  await storeConsentChoice(page.context(), acceptAll);
  await page.context().storageState({ path: signedInState });
});
