import { isbot } from 'isbot';

/**
 * Answers by User-Agent already checked in this isolate. isbot tests one large case-insensitive pattern; in workerd
 * that cost about a millisecond of CPU on every page request (decision 057), while visitors send a handful of
 * distinct User-Agent strings. The answer is a pure function of the string, so remembering it changes nothing.
 */
const known = new Map<string, boolean>();
const knownLimit = 500;
/** Longer strings (rare) are checked each time, so the memory stays small. */
const knownLength = 512;

/** Whether the User-Agent is a crawler's (isbot's list): a crawler gets the whole page at once. */
export function isCrawler(userAgent: string | null): boolean {
  if (!userAgent) return isbot(userAgent);
  const remembered = known.get(userAgent);
  if (remembered !== undefined) return remembered;
  const answer = isbot(userAgent);
  if (userAgent.length > knownLength) return answer;
  // Oldest first out: Map keeps insertion order.
  if (known.size >= knownLimit) known.delete(known.keys().next().value as string);
  known.set(userAgent, answer);
  return answer;
}
