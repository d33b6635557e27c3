import type { ContentClient } from '../../content/client';
import type { WireItem } from '../../content/wire';

/**
 * Items a live update links that the page never loaded (an editor inserts an existing item, or creates one, in a
 * linked-items or rich-text element). Kontent's update message names them by codename only, as the smart-link SDK's
 * own `applyUpdateOnItemAndLoadLinkedItems` expects (it fetches them too): the page asks the Preview API for them.
 * An item just created may not be there yet, Kontent makes it available to the Preview API a moment later: the
 * request is repeated while some are missing, with the content client's delays (product §9: five attempts, 1000 ms
 * doubling), then the page goes without the ones still missing, as it does for any link to an item it lacks.
 */
export const notYetAvailableDelaysMs = [1000, 2000, 4000, 8000] as const;

/** Enough depth for a block's own links (a link item and its target page), as the footer's query reaches them. */
const linkedDepth = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The items named, with the items they link in turn, read through `client` in `language`; the ones Kontent does not
 * answer are asked again after each delay. Never throws: a failed request counts as an attempt that found nothing.
 */
export async function fetchLinkedItems(
  client: ContentClient,
  codenames: readonly string[],
  language: string,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<WireItem[]> {
  const found = new Map<string, WireItem>();
  let missing = [...new Set(codenames)];
  for (let attempt = 0; missing.length > 0; attempt += 1) {
    try {
      const answer = await client.items({ 'system.codename[in]': missing.join(','), language, depth: linkedDepth }, { spotlight: true });
      for (const item of [...answer.items, ...Object.values(answer.modular_content)]) {
        if (!found.has(item.system.codename)) found.set(item.system.codename, item);
      }
    } catch {
      // The proxy client has retried what deserves it; the next attempt may still find the items.
    }
    missing = missing.filter((codename) => !found.has(codename));
    const delay = notYetAvailableDelaysMs[attempt];
    if (missing.length === 0 || delay === undefined) break;
    await wait(delay);
  }
  return [...found.values()];
}
