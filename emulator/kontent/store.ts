// The content store: immutable demo variants plus an in-memory overlay written by the management surface.
// The overlay lives per isolate (local use only, see docs/decisions/010); `version` changes whenever it does, so
// caches built from the store know when to rebuild.
import { languages, type LanguageCodename } from '../../app/content/model/index.ts';
import type { DemoItem } from '../content/source.ts';
import { itemMeta, variantFromSource, type ItemMeta, type Variant } from './variants.ts';

export type Slot = 'published' | 'preview';

export interface ChangeEntry {
  readonly sequence: number;
  readonly changeType: 'changed_item' | 'deleted_item';
  readonly timestamp: string;
  readonly variant: Variant;
}

const key = (codename: string, language: LanguageCodename) => `${codename}\u0000${language}`;

const fallbackOf = new Map<LanguageCodename, LanguageCodename | null>(languages.map((l) => [l.codename, l.fallback]));

/** The language itself, then its fallbacks, as Kontent walks them. */
export const fallbackChain = (language: LanguageCodename): LanguageCodename[] => {
  const chain: LanguageCodename[] = [];
  let current: LanguageCodename | null = language;
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = fallbackOf.get(current) ?? null;
  }
  return chain;
};

export class ContentStore {
  #version = 0;
  readonly #items = new Map<string, ItemMeta>();
  readonly #base = new Map<string, Variant>();
  /** Latest version per variant written through management (Preview API sees it). */
  readonly #drafts = new Map<string, Variant>();
  /** Published versions changed through management; null = unpublished. */
  readonly #published = new Map<string, Variant | null>();
  readonly #changes: ChangeEntry[] = [];
  readonly #listCache = new Map<string, { version: number; variants: Variant[] }>();

  constructor(private readonly source: readonly DemoItem[]) {
    this.#load();
  }

  #load(): void {
    for (const demo of this.source) {
      const meta = itemMeta(demo);
      this.#items.set(demo.codename, meta);
      for (const language of demo.languages ?? languages.map((l) => l.codename)) {
        this.#base.set(key(demo.codename, language), variantFromSource(demo, meta, language));
      }
    }
  }

  get version(): number {
    return this.#version;
  }

  /** Forgets every management change: back to the demo content. */
  reset(): void {
    this.#items.clear();
    this.#base.clear();
    this.#drafts.clear();
    this.#published.clear();
    this.#changes.length = 0;
    this.#listCache.clear();
    this.#load();
    this.#version++;
  }

  itemMeta(codename: string): ItemMeta | undefined {
    return this.#items.get(codename);
  }

  itemCodenames(): string[] {
    return [...this.#items.keys()];
  }

  /** The variant in exactly this language, as the slot sees it. */
  variant(codename: string, language: LanguageCodename, slot: Slot): Variant | undefined {
    const k = key(codename, language);
    if (slot === 'preview') {
      const draft = this.#drafts.get(k);
      if (draft) return draft;
    }
    if (this.#published.has(k)) {
      const published = this.#published.get(k) ?? undefined;
      if (slot === 'published') return published;
      return published ?? this.#base.get(k);
    }
    const base = this.#base.get(k);
    if (!base) return undefined;
    if (slot === 'published' && base.workflowStep !== 'published') return undefined;
    return base;
  }

  /** The variant a request in `language` gets: that language or the first fallback that has one. */
  resolve(codename: string, language: LanguageCodename, slot: Slot): Variant | undefined {
    for (const candidate of fallbackChain(language)) {
      const found = this.variant(codename, candidate, slot);
      if (found) return found;
    }
    return undefined;
  }

  /** Every item as a request in `language` sees it, in source order; cached until the overlay changes. */
  list(language: LanguageCodename, slot: Slot): Variant[] {
    const cacheKey = `${slot}:${language}`;
    const cached = this.#listCache.get(cacheKey);
    if (cached && cached.version === this.#version) return cached.variants;
    const variants: Variant[] = [];
    for (const codename of this.#items.keys()) {
      const found = this.resolve(codename, language, slot);
      if (found) variants.push(found);
    }
    this.#listCache.set(cacheKey, { version: this.#version, variants });
    return variants;
  }

  upsertItem(meta: ItemMeta): void {
    this.#items.set(meta.codename, meta);
    this.#version++;
  }

  /** Writes the latest (draft) version of a variant. */
  upsertDraft(variant: Variant): void {
    this.#drafts.set(key(variant.item.codename, variant.language), variant);
    this.#version++;
  }

  publish(codename: string, language: LanguageCodename, now: string): Variant | undefined {
    const latest = this.variant(codename, language, 'preview');
    if (!latest) return undefined;
    const published: Variant = { ...latest, workflowStep: 'published', lastModified: now };
    const k = key(codename, language);
    this.#published.set(k, published);
    this.#drafts.delete(k);
    this.#record('changed_item', published, now);
    return published;
  }

  unpublish(codename: string, language: LanguageCodename, now: string): Variant | undefined {
    const current = this.variant(codename, language, 'published');
    if (!current) return undefined;
    const k = key(codename, language);
    const archived: Variant = { ...current, workflowStep: 'archived', lastModified: now };
    this.#published.set(k, null);
    this.#drafts.set(k, archived);
    this.#record('deleted_item', archived, now);
    return archived;
  }

  #record(changeType: ChangeEntry['changeType'], variant: Variant, timestamp: string): void {
    this.#changes.push({ sequence: this.#changes.length + 1, changeType, timestamp, variant });
    this.#version++;
  }

  /** Changes after `sequence` (sync API). */
  changesSince(sequence: number): readonly ChangeEntry[] {
    return this.#changes.filter((change) => change.sequence > sequence);
  }

  get lastSequence(): number {
    return this.#changes.length;
  }
}
