import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where auth.setup.ts keeps the demo retailer's signed-in browser state for the other specs. */
export const signedInState = path.join(fileURLToPath(new URL('../..', import.meta.url)), 'playwright/.auth/retailer.json');

/** For `test.use({ storageState: signedOut })`: a visitor without any session. */
export const signedOut = { cookies: [], origins: [] };
