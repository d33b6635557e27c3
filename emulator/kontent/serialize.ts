// Turns variants into Kontent Delivery JSON (`system` + `elements`), with what queries need beside it: the
// items each element links to, the components it holds, and flat values for filtering and ordering.
import {
  contentTypes,
  flattenTerms,
  taxonomies,
  type ContentTypeCodename,
  type ElementDef,
  type LanguageCodename,
} from '../../app/content/model/index.ts';
import { assetJson, isAssetFileName, type AssetJson } from '../assets/registry.ts';
import type { DateTimeSource } from '../content/source.ts';
import { expandRichText, type LinkTarget, type RichTextImageJson, type RichTextLinkJson } from './rich-text.ts';
import type { Slot, ContentStore } from './store.ts';
import type { PlainComponent, PlainRichText, PlainValue, Variant } from './variants.ts';

export interface SystemJson {
  id: string;
  name: string;
  codename: string;
  language: string;
  type: string;
  sitemap_locations: string[];
  collection: string;
  last_modified: string;
  workflow_step: string | null;
  workflow: string | null;
}

export type ElementJson =
  | { type: string; name: string; value: string | number | null }
  | { type: 'date_time'; name: string; value: string | null; display_timezone: string | null }
  | { type: 'asset'; name: string; value: AssetJson[] }
  | { type: 'modular_content'; name: string; value: string[] }
  | { type: 'multiple_choice'; name: string; value: { name: string; codename: string }[] }
  | { type: 'taxonomy'; name: string; taxonomy_group: string; value: { name: string; codename: string }[] }
  | {
      type: 'rich_text';
      name: string;
      images: Record<string, RichTextImageJson>;
      links: Record<string, RichTextLinkJson>;
      modular_content: string[];
      value: string;
    };

export interface ItemJson {
  system: SystemJson;
  elements: Record<string, ElementJson>;
}

export type FilterValue = string | number | null | readonly string[];

export interface SerializedItem {
  readonly codename: string;
  readonly json: ItemJson;
  /** Per element: codenames of linked items (not components). */
  readonly links: ReadonlyMap<string, readonly string[]>;
  /** Per element: components held in rich text, already serialised. */
  readonly components: ReadonlyMap<string, readonly SerializedItem[]>;
  /** `system.x` and `elements.x` values as filters and `order` compare them. */
  readonly values: ReadonlyMap<string, FilterValue>;
}

export interface SerializeContext {
  readonly store: ContentStore;
  readonly slot: Slot;
  readonly publicBase: string;
}

const termNames = new Map<string, Map<string, string>>(
  taxonomies.map((group) => [group.codename, new Map(flattenTerms(group.terms).map((t) => [t.codename, t.name]))]),
);

const firstSlug = (variant: Variant): string => {
  const defs: Readonly<Record<string, ElementDef>> = contentTypes[variant.item.type].elements;
  for (const [codename, def] of Object.entries(defs)) {
    if (def.type === 'url_slug') return String(variant.elements[codename] ?? '');
  }
  return '';
};

const linkTarget = (context: SerializeContext, language: LanguageCodename) => (codename: string) => {
  const variant = context.store.resolve(codename, language, context.slot);
  if (!variant) return undefined;
  const target: LinkTarget = {
    id: variant.item.id,
    codename,
    type: variant.item.type,
    urlSlug: firstSlug(variant),
  };
  return target;
};

interface Owner {
  readonly id: string;
  readonly codename: string;
  readonly name: string;
  readonly type: ContentTypeCodename;
  readonly collection: string;
  readonly sitemapLocations: readonly string[];
  readonly language: LanguageCodename;
  readonly lastModified: string;
  readonly workflowStep: string | null;
  readonly elements: Readonly<Record<string, PlainValue>>;
}

const serializeOwner = (owner: Owner, context: SerializeContext): SerializedItem => {
  const defs: Readonly<Record<string, ElementDef>> = contentTypes[owner.type].elements;
  const elements: Record<string, ElementJson> = {};
  const links = new Map<string, readonly string[]>();
  const components = new Map<string, readonly SerializedItem[]>();
  const values = new Map<string, FilterValue>([
    ['system.id', owner.id],
    ['system.name', owner.name],
    ['system.codename', owner.codename],
    ['system.language', owner.language],
    ['system.type', owner.type],
    ['system.collection', owner.collection],
    ['system.sitemap_locations', owner.sitemapLocations],
    ['system.last_modified', owner.lastModified],
    ['system.workflow_step', owner.workflowStep],
    ['system.workflow', owner.workflowStep === null ? null : 'default'],
  ]);
  for (const [codename, def] of Object.entries(defs)) {
    const raw = owner.elements[codename] ?? null;
    const base = { type: def.type, name: def.name };
    switch (def.type) {
      case 'text':
      case 'url_slug':
      case 'custom': {
        const value = typeof raw === 'string' ? raw : def.type === 'custom' ? null : '';
        elements[codename] = { ...base, value };
        values.set(`elements.${codename}`, value);
        break;
      }
      case 'number': {
        const value = typeof raw === 'number' ? raw : null;
        elements[codename] = { ...base, value };
        values.set(`elements.${codename}`, value);
        break;
      }
      case 'date_time': {
        const date = raw as DateTimeSource | null;
        elements[codename] = {
          type: 'date_time',
          name: def.name,
          value: date?.value ?? null,
          display_timezone: date?.timezone ?? null,
        };
        values.set(`elements.${codename}`, date?.value ?? null);
        break;
      }
      case 'asset': {
        const names = (Array.isArray(raw) ? raw : []).filter(isAssetFileName);
        elements[codename] = {
          type: 'asset',
          name: def.name,
          value: names.map((name) => assetJson(name, owner.language, context.publicBase)),
        };
        values.set(`elements.${codename}`, names);
        break;
      }
      case 'modular_content': {
        const codenames = Array.isArray(raw) ? (raw as readonly string[]) : [];
        elements[codename] = { type: 'modular_content', name: def.name, value: [...codenames] };
        links.set(codename, codenames);
        values.set(`elements.${codename}`, codenames);
        break;
      }
      case 'multiple_choice': {
        const chosen = Array.isArray(raw) ? (raw as readonly string[]) : [];
        elements[codename] = {
          type: 'multiple_choice',
          name: def.name,
          value: def.options.filter((o) => chosen.includes(o.codename)).map((o) => ({ name: o.name, codename: o.codename })),
        };
        values.set(`elements.${codename}`, chosen);
        break;
      }
      case 'taxonomy': {
        const chosen = Array.isArray(raw) ? (raw as readonly string[]) : [];
        const names = termNames.get(def.taxonomyGroup);
        elements[codename] = {
          type: 'taxonomy',
          name: def.name,
          taxonomy_group: def.taxonomyGroup,
          value: chosen.map((term) => ({ name: names?.get(term) ?? term, codename: term })),
        };
        values.set(`elements.${codename}`, chosen);
        break;
      }
      case 'rich_text': {
        const rich = (raw as PlainRichText | null) ?? { html: '<p><br></p>', components: {} };
        const expanded = expandRichText(rich, {
          language: owner.language,
          publicBase: context.publicBase,
          target: linkTarget(context, owner.language),
        });
        elements[codename] = {
          type: 'rich_text',
          name: def.name,
          images: expanded.images,
          links: expanded.links,
          modular_content: expanded.modularContent,
          value: expanded.value,
        };
        links.set(codename, expanded.linkedItems);
        components.set(
          codename,
          expanded.components.map((component) => serializeComponent(component, owner, context)),
        );
        values.set(`elements.${codename}`, expanded.value);
        break;
      }
    }
  }
  const json: ItemJson = {
    system: {
      id: owner.id,
      name: owner.name,
      codename: owner.codename,
      language: owner.language,
      type: owner.type,
      sitemap_locations: [...owner.sitemapLocations],
      collection: owner.collection,
      last_modified: owner.lastModified,
      workflow_step: owner.workflowStep,
      workflow: owner.workflowStep === null ? null : 'default',
    },
    elements,
  };
  return { codename: owner.codename, json, links, components, values };
};

const serializeComponent = (component: PlainComponent, parent: Owner, context: SerializeContext): SerializedItem =>
  serializeOwner(
    {
      id: component.id,
      codename: component.codename,
      name: component.id,
      type: component.type,
      collection: parent.collection,
      sitemapLocations: [],
      language: parent.language,
      lastModified: parent.lastModified,
      workflowStep: parent.workflowStep,
      elements: component.elements,
    },
    context,
  );

const cache = new WeakMap<Variant, Map<string, { version: number; result: SerializedItem }>>();

/** Serialises a variant; memoised per variant, slot and public base until the store changes. */
export const serializeVariant = (variant: Variant, context: SerializeContext): SerializedItem => {
  const cacheKey = `${context.slot}|${context.publicBase}`;
  let perVariant = cache.get(variant);
  const hit = perVariant?.get(cacheKey);
  if (hit && hit.version === context.store.version) return hit.result;
  const result = serializeOwner(
    {
      id: variant.item.id,
      codename: variant.item.codename,
      name: variant.name,
      type: variant.item.type,
      collection: variant.item.collection,
      sitemapLocations: variant.item.sitemapLocations,
      language: variant.language,
      lastModified: variant.lastModified,
      workflowStep: variant.workflowStep,
      elements: variant.elements,
    },
    context,
  );
  if (!perVariant) {
    perVariant = new Map();
    cache.set(variant, perVariant);
  }
  perVariant.set(cacheKey, { version: context.store.version, result });
  return result;
};
