import type { GuardInput, GuardOutcome } from './types';

export const spotlightParameter = 'web-spotlight';

/**
 * product §2 guard 5: once in Web Spotlight, a navigation to a URL without the parameter keeps it. It reads the facts
 * alone, so the browser applies it to a hovered link's preload too (app/browser/guards/runner.ts).
 */
export function decideSpotlight({ facts }: Pick<GuardInput, 'facts'>): GuardOutcome {
  const previous = facts.previous?.query[spotlightParameter];
  if (previous === undefined || spotlightParameter in facts.query) return { kind: 'next' };
  const query = new URLSearchParams(facts.search);
  query.set(spotlightParameter, previous);
  return { kind: 'redirect', to: `${facts.pathname}?${query}` };
}
