// What the Web Spotlight host needs to know about an element to speak for Kontent: the real ids of the item, the
// language variant and the element (for `preview:update`), the element's type (for the answer to `add:initial`)
// and its current value (to prefill the edit form). Read from the content store as the Preview API serves it.
import {
  contentTypes,
  isLanguageCodename,
  languages,
  type ContentTypeCodename,
  type ElementDef,
  type ElementType,
  type LanguageCodename,
} from '../../app/content/model/index.ts';
import { ENVIRONMENT_ID } from '../constants.ts';
import { elementId } from '../content/ids.ts';
import type { ContentStore } from '../kontent/store.ts';
import type { PlainComponent, PlainRichText, PlainValue, Variant } from '../kontent/variants.ts';

export interface Reference {
  readonly id: string;
  readonly codename: string;
}

export interface ElementLookup {
  readonly projectId: string;
  readonly item: Reference & { readonly type: ContentTypeCodename };
  /** Set when the element belongs to a component inside the item's rich text. */
  readonly component: (Reference & { readonly type: ContentTypeCodename }) | null;
  /** The variant the Preview API serves for the requested language (it may be a fallback language's). */
  readonly variant: Reference;
  readonly requestedLanguage: LanguageCodename;
  readonly element: Reference & { readonly type: ElementType; readonly name: string };
  /** Text, URL slug, custom and number values as they are; rich text as its HTML; null for other types. */
  readonly value: string | number | null;
}

export interface LookupQuery {
  /** The item's codename or id (smart-link messages carry ids, editors type codenames). */
  readonly item: string;
  readonly element: string;
  readonly language?: string | undefined;
  readonly component?: string | undefined;
}

export type LookupResult =
  | { readonly ok: true; readonly lookup: ElementLookup }
  | { readonly ok: false; readonly status: 400 | 404; readonly error: string };

const definitionsOf = (type: ContentTypeCodename): Readonly<Record<string, ElementDef>> => contentTypes[type].elements;

const isRichText = (value: PlainValue | undefined): value is PlainRichText => typeof value === 'object' && value !== null && 'html' in value;

/** A component anywhere in the rich text of `elements` (components may hold rich text with components). */
const findComponent = (type: ContentTypeCodename, elements: Readonly<Record<string, PlainValue>>, id: string): PlainComponent | undefined => {
  for (const [codename, def] of Object.entries(definitionsOf(type))) {
    const value = elements[codename];
    if (def.type !== 'rich_text' || !isRichText(value)) continue;
    for (const component of Object.values(value.components)) {
      if (component.id === id) return component;
      const nested = findComponent(component.type, component.elements, id);
      if (nested) return nested;
    }
  }
  return undefined;
};

const simpleValue = (def: ElementDef, value: PlainValue | undefined): string | number | null => {
  if (def.type === 'rich_text') return isRichText(value) ? value.html : null;
  if (def.type === 'text' || def.type === 'url_slug' || def.type === 'custom' || def.type === 'number') {
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  return null;
};

const languageId = (codename: LanguageCodename): string => languages.find((language) => language.codename === codename)?.id ?? '';

const findVariant = (store: ContentStore, item: string, language: LanguageCodename): Variant | undefined => {
  const codename = store.itemMeta(item) ? item : store.itemCodenames().find((candidate) => store.itemMeta(candidate)?.id === item);
  return codename === undefined ? undefined : store.resolve(codename, language, 'preview');
};

export const lookupElement = (store: ContentStore, query: LookupQuery): LookupResult => {
  const language = query.language ?? 'en';
  if (!isLanguageCodename(language)) return { ok: false, status: 400, error: `Unknown language '${language}'.` };
  const variant = findVariant(store, query.item, language);
  if (!variant) return { ok: false, status: 404, error: `No item '${query.item}' in '${language}' (or its fallbacks).` };
  const component = query.component ? findComponent(variant.item.type, variant.elements, query.component) : undefined;
  if (query.component && !component)
    return { ok: false, status: 404, error: `No component '${query.component}' in item '${variant.item.codename}'.` };
  const owner = component ?? { type: variant.item.type, elements: variant.elements };
  const def = definitionsOf(owner.type)[query.element];
  if (!def) return { ok: false, status: 404, error: `Type '${owner.type}' has no element '${query.element}'.` };
  return {
    ok: true,
    lookup: {
      projectId: ENVIRONMENT_ID,
      item: { id: variant.item.id, codename: variant.item.codename, type: variant.item.type },
      component: component ? { id: component.id, codename: component.codename, type: component.type } : null,
      variant: { id: languageId(variant.language), codename: variant.language },
      requestedLanguage: language,
      element: { id: elementId(owner.type, query.element), codename: query.element, type: def.type, name: def.name },
      value: simpleValue(def, owner.elements[query.element]),
    },
  };
};
