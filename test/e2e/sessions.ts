import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where auth.setup.ts keeps the demo retailer's signed-in browser state for the other specs: with a stored consent
 * choice of "Accept all" (decision 113), so their pages track as before and no consent dialog covers them.
 */
export const signedInState = path.join(root, 'playwright/.auth/retailer.json');

/** The same sign-in before any consent choice: a retailer's first page shows the consent dialog (consent.spec.ts). */
export const signedInBeforeConsent = path.join(root, 'playwright/.auth/retailer-before-consent.json');

/** For `test.use({ storageState: signedOut })`: a visitor without any session. */
export const signedOut = { cookies: [], origins: [] };
