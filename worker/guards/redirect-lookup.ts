import { lookupRedirect } from '../redirects/lookup';
import { redirectLookupPath as lookupPath } from '../redirects/routes';
import type { RedirectLookup } from './services';

/** Guard 6's lookup on the server: the content service's redirect table (worker/redirects). */
export const redirectLookup: RedirectLookup = (env, pathname, search, log) => lookupRedirect(env, pathname, search, Date.now(), log);

/** The same lookup for the browser's router, without the base path. */
export const redirectLookupPath: string = lookupPath;
