import type { GuardInput, GuardOutcome } from './types';
import { userOf } from './visitor';

/** product §2 guard 3: a signed-in user's non-article page clears page section and name and sends a page view. */
export function decidePageView({ facts, visitor }: GuardInput): GuardOutcome {
  if (facts.article || !userOf(visitor)) return { kind: 'next' };
  return { kind: 'next', effects: [{ type: 'page-view' }] };
}
