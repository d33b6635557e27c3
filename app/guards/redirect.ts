import { hasUnsafeCharacter, localPath } from '../url/local-path';
import type { GuardOutcome, RedirectMatch, RedirectStatus } from './types';

/**
 * product §2 guard 6: a rule of the redirect table. An absolute target leaves the app (full-page navigation); a site
 * path is an internal redirect (a document request answers with the rule's status, 301 by default), followed only as the one local-path check returns it. Targets of any other form (a
 * `javascript:` URL, `//host`, `/..//host`, control characters) are never followed.
 */
export function decideRedirect(match: RedirectMatch | null, pathname: string, search: string): GuardOutcome {
  if (!match) return { kind: 'next' };
  if (match.kind === 'external') {
    return /^https?:\/\/[^/\\]/i.test(match.location) && !hasUnsafeCharacter(match.location)
      ? { kind: 'external', href: match.location, status: redirectStatus(match.status) }
      : { kind: 'next' };
  }
  const to = localPath(match.location);
  if (to === undefined) return { kind: 'next' };
  // A rule pointing at the page itself would loop.
  if (to === `${pathname}${search}` || to === pathname) return { kind: 'next' };
  return { kind: 'redirect', to, status: redirectStatus(match.status) };
}

/** The rule's status as a document request answers it (the table holds 301, 302, 307 or 308; anything else is 302). */
const redirectStatus = (status: number): RedirectStatus => (status === 301 || status === 307 || status === 308 ? status : 302);
