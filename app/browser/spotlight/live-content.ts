import type { IUpdateMessageData } from '@kontent-ai/smart-link';
import type { ContentClient } from '../../content/client';
import { toSearchParams, type WireItem, type WireItemResponse, type WireItemsResponse } from '../../content/wire';
import { elementPatchOf, type ElementPatch } from './element-update';
import { fetchLinkedItems } from './linked-fetch';

/**
 * The editor's content client (issue 15): the page's own client, plus Web Spotlight's live preview. The loaders
 * map Kontent's wire JSON into page data; to show an element as the editor types, the latest answers are kept and
 * the typed values are laid over them, and the loaders run again on those answers without asking the network.
 */
export interface LiveContent extends ContentClient {
  /**
   * Records an `update` message's values: every answer given from now on carries them, and the page's queries are
   * answered from the kept answers (only a query never asked goes to the network) until `forget` or `moved`.
   * Items the new values link that no kept answer holds are fetched (./linked-fetch.ts): the promise says whether
   * any arrived, so the page is shown again with them.
   */
  update(message: IUpdateMessageData): Promise<boolean>;
  /** Forgets the typed values and asks the network again (after a `refresh`, the Preview API has the saved draft). */
  forget(): void;
  /** The page moved elsewhere: its queries go to the network again (the typed values stay until saved). */
  moved(): void;
}

type Answer = WireItemsResponse | WireItemResponse | null;

/** Answers kept: a page asks a handful; an editing session that moves through many pages keeps the newest. */
const keptAnswers = 200;

export function liveContent(base: ContentClient, fetchLinked = fetchLinkedItems): LiveContent {
  const answers = new Map<string, Answer>();
  /** Typed values per item variant (`codename@language`), element by element. */
  const patches = new Map<string, Map<string, ElementPatch>>();
  /** Items updates link that their page's answers lack: found in another kept answer, or fetched. */
  const extras = new Map<string, WireItem>();
  /** Codenames being fetched: an update repeated meanwhile (Kontent sends one per change) asks no second time. */
  const fetching = new Set<string>();
  /** Set by an update: the loaders run again on the kept answers, not on the network. */
  let replaying = false;

  const keep = (key: string, answer: Answer) => {
    answers.delete(key);
    answers.set(key, answer);
    if (answers.size > keptAnswers) answers.delete(answers.keys().next().value as string);
  };

  const patchItem = (item: WireItem): WireItem => {
    const changes = patches.get(`${item.system.codename}@${item.system.language}`);
    if (!changes) return item;
    const elements = { ...item.elements };
    for (const [codename, patch] of changes) {
      const element = elements[codename];
      if (element) elements[codename] = { ...element, ...patch.fields };
    }
    return { ...item, elements };
  };

  const patchLinked = (linked: Record<string, WireItem>): Record<string, WireItem> => {
    const all: Record<string, WireItem> = { ...linked };
    // Items an update newly links are not in the answer yet: the update brought them.
    for (const changes of patches.values()) for (const patch of changes.values()) for (const item of patch.linked) all[item.system.codename] ??= item;
    for (const [codename, item] of extras) all[codename] ??= item;
    return Object.fromEntries(Object.entries(all).map(([codename, item]) => [codename, patchItem(item)]));
  };

  const patched = <T extends Answer>(answer: T): T => {
    if (!answer || patches.size === 0) return answer;
    const modular = patchLinked(answer.modular_content);
    if ('items' in answer) return { ...answer, items: answer.items.map(patchItem), modular_content: modular };
    return { ...answer, item: patchItem(answer.item), modular_content: modular };
  };

  /** An item by codename from any kept answer (an earlier page, the header's or the footer's), if one holds it. */
  const keptItem = (codename: string): WireItem | undefined => {
    for (const answer of answers.values()) {
      if (!answer) continue;
      const own = 'items' in answer ? answer.items.find((item) => item.system.codename === codename) : answer.item;
      const found = answer.modular_content[codename] ?? (own?.system.codename === codename ? own : undefined);
      if (found) return found;
    }
    return undefined;
  };

  /** Brings the items `references` names that nothing holds; true once some arrived. */
  const bringLinked = async (references: readonly string[], language: string): Promise<boolean> => {
    const brought = new Set<string>();
    for (const changes of patches.values()) for (const patch of changes.values()) for (const item of patch.linked) brought.add(item.system.codename);
    const missing: string[] = [];
    for (const codename of new Set(references)) {
      if (brought.has(codename) || extras.has(codename) || fetching.has(codename)) continue;
      const kept = keptItem(codename);
      if (kept) extras.set(codename, kept);
      else missing.push(codename);
    }
    if (missing.length === 0) return false;
    for (const codename of missing) fetching.add(codename);
    try {
      const fetched = await fetchLinked(base, missing, language);
      for (const item of fetched) if (!extras.has(item.system.codename)) extras.set(item.system.codename, item);
      return fetched.length > 0;
    } finally {
      for (const codename of missing) fetching.delete(codename);
    }
  };

  /** The kept answer while replaying, else the network's (kept for the next replay). */
  const answerOf = async <T extends Answer>(key: string, ask: () => Promise<T>): Promise<T> => {
    if (replaying && answers.has(key)) return patched(answers.get(key) as T);
    const answer = await ask();
    keep(key, answer);
    return patched(answer);
  };

  return {
    items: (query, options) => answerOf(`items?${toSearchParams(query)}`, () => base.items(query, options)),
    item: (codename, query, options) => answerOf(`item/${codename}?${toSearchParams(query)}`, () => base.item(codename, query, options)),
    update(message) {
      const key = `${message.item.codename}@${message.variant.codename}`;
      const changes = patches.get(key) ?? new Map<string, ElementPatch>();
      for (const element of message.elements) changes.set(element.element.codename, elementPatchOf(element));
      patches.set(key, changes);
      replaying = true;
      const references = message.elements.flatMap((element) => changes.get(element.element.codename)?.references ?? []);
      return bringLinked(references, message.variant.codename);
    },
    forget() {
      patches.clear();
      extras.clear();
      replaying = false;
    },
    moved() {
      replaying = false;
    },
  };
}
