import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { consentCookie, consentCookieValue, type ConsentCategories } from '../../app/tracking/consent-choice';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where auth.setup.ts keeps the demo retailer's signed-in browser state for the other specs: with a stored consent
 * choice of "Accept all" (decisions 113, 127), so their pages track as before and no consent dialog covers them.
 */
export const signedInState = path.join(root, 'playwright/.auth/retailer.json');

/** The same sign-in before any consent choice: a retailer's first page shows the consent dialog (consent.spec.ts). */
export const signedInBeforeConsent = path.join(root, 'playwright/.auth/retailer-before-consent.json');

/** For `test.use({ storageState: signedOut })`: a visitor without any session. */
export const signedOut = { cookies: [], origins: [] };

/**
 * A consent choice stored as the dialog stores it (decision 127): a cookie of the loopback host, so every local server
 * the specs start (each on its own port) sees it.
 */
export const storeConsentChoice = (context: BrowserContext, choice: ConsentCategories) =>
  context.addCookies([{ name: consentCookie.name, value: consentCookieValue(choice, Date.now()), domain: '127.0.0.1', path: '/' }]);
