import { signedInUser } from './login-info';
import type { GuardInput, GuardOutcome } from './types';

/** product §2 guard 3: a signed-in user's non-article page clears page section and name and sends a page view. */
export function decidePageView({ facts, loginInfo }: GuardInput): GuardOutcome {
  if (facts.article || !signedInUser(loginInfo)) return { kind: 'next' };
  return { kind: 'next', effects: [{ type: 'page-view' }] };
}
