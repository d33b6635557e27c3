import { isbot } from 'isbot';
import { boundedMemo } from '../../app/memo/bounded-memo';

/**
 * Answers by User-Agent already checked in this isolate. isbot tests one large case-insensitive pattern; in workerd
 * that cost about a millisecond of CPU on every page request (decision 057), while visitors send a handful of
 * distinct User-Agent strings. The answer is a pure function of the string, so remembering it changes nothing.
 */
const known = boundedMemo<boolean>(500, 512);

/** Whether the User-Agent is a crawler's (isbot's list): a crawler gets the whole page at once. */
export function isCrawler(userAgent: string | null): boolean {
  if (!userAgent) return isbot(userAgent);
  const remembered = known.get(userAgent);
  if (remembered !== undefined) return remembered;
  // Longer strings (rare) are checked each time.
  return known.remember(userAgent, isbot(userAgent));
}
