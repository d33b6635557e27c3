import type { GuardInput, GuardOutcome } from './types';

/** product §2 guard 2: every page but an article is of page type `all` (applied once the page has finished). */
export function decidePageType({ facts }: GuardInput): GuardOutcome {
  return facts.article ? { kind: 'next' } : { kind: 'next', effects: [{ type: 'page-type', pageType: 'all' }] };
}
