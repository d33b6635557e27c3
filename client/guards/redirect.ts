import { hasUnsafeCharacter, localPath } from '../url/local-path';
import type { GuardOutcome, RedirectMatch } from './types';

/**
 * SPEC §2 guard 6: a rule of the redirect table. An absolute target leaves the app (full-page navigation); a site
 * path is an internal redirect, followed only as the one local-path check returns it. Targets of any other form (a
 * `javascript:` URL, `//host`, `/..//host`, control characters) are never followed.
 */
export function decideRedirect(match: RedirectMatch | null, pathname: string, search: string): GuardOutcome {
  if (!match) return { kind: 'next' };
  if (match.kind === 'external') {
    return /^https?:\/\/[^/\\]/i.test(match.location) && !hasUnsafeCharacter(match.location) ? { kind: 'external', href: match.location } : { kind: 'next' };
  }
  const to = localPath(match.location);
  if (to === undefined) return { kind: 'next' };
  // A rule pointing at the page itself would loop.
  if (to === `${pathname}${search}` || to === pathname) return { kind: 'next' };
  return { kind: 'redirect', to };
}
