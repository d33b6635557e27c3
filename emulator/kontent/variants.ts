// Language variants: an item's content in one language, with translated values already picked. The store keeps
// these; serialisation turns them into Kontent's JSON.
import { contentTypes, type ContentTypeCodename, type ElementDef, type LanguageCodename } from '../../app/content/model/index.ts';
import { componentCodename, stableUuid } from '../content/ids.ts';
import { pick, type MaybeLocalized } from '../content/localized.ts';
import {
  type ComponentSource,
  type DateTimeSource,
  type DemoItem,
  isGeneratedRichText,
  type RichTextSource,
  type SourceValue,
  type WorkflowStep,
} from '../content/source.ts';

export interface PlainComponent {
  readonly id: string;
  readonly codename: string;
  readonly type: ContentTypeCodename;
  readonly elements: Readonly<Record<string, PlainValue>>;
}

export interface PlainRichText {
  readonly html: string;
  readonly components: Readonly<Record<string, PlainComponent>>;
}

export type PlainValue = string | number | null | readonly string[] | DateTimeSource | PlainRichText;

export interface ItemMeta {
  readonly id: string;
  readonly codename: string;
  readonly type: ContentTypeCodename;
  readonly collection: string;
  readonly sitemapLocations: readonly string[];
}

export interface Variant {
  readonly item: ItemMeta;
  readonly language: LanguageCodename;
  readonly name: string;
  readonly elements: Readonly<Record<string, PlainValue>>;
  readonly workflowStep: WorkflowStep;
  readonly lastModified: string;
}

export const DEFAULT_LAST_MODIFIED = '2025-09-01T09:00:00.000Z';

const toRichText = (value: string | RichTextSource): RichTextSource => (typeof value === 'string' ? { html: value } : value);

/** Picks the language's value of one element, expanding components with ids stable per owner and key. */
export const plainValue = (def: ElementDef, value: SourceValue | undefined, language: LanguageCodename, owner: string): PlainValue => {
  if (value === undefined) return emptyValue(def);
  switch (def.type) {
    case 'text':
    case 'url_slug':
    case 'custom':
      return pick(value as MaybeLocalized<string>, language);
    case 'rich_text': {
      if (isGeneratedRichText(value)) {
        // Written on each read and never kept: generated bodies have no components.
        return {
          get html() {
            return value.generate(language).html;
          },
          components: {},
        };
      }
      const rich = toRichText(pick(value as MaybeLocalized<string | RichTextSource>, language));
      const components: Record<string, PlainComponent> = {};
      for (const [key, source] of Object.entries(rich.components ?? {})) {
        components[key] = plainComponent(source, language, `${owner}/${key}`);
      }
      return { html: rich.html, components };
    }
    default:
      return value as PlainValue;
  }
};

const plainComponent = (source: ComponentSource, language: LanguageCodename, owner: string): PlainComponent => {
  const id = stableUuid(`component:${owner}`);
  return {
    id,
    codename: componentCodename(id),
    type: source.type,
    elements: plainElements(source.type, source.elements, language, owner),
  };
};

export const plainElements = (
  type: ContentTypeCodename,
  elements: Readonly<Record<string, SourceValue>>,
  language: LanguageCodename,
  owner: string,
): Record<string, PlainValue> => {
  const defs: Readonly<Record<string, ElementDef>> = contentTypes[type].elements;
  const out: Record<string, PlainValue> = {};
  for (const [codename, def] of Object.entries(defs)) {
    out[codename] = plainValue(def, elements[codename], language, `${owner}/${codename}`);
  }
  return out;
};

export const emptyValue = (def: ElementDef): PlainValue => {
  switch (def.type) {
    case 'text':
    case 'url_slug':
      return '';
    case 'custom':
    case 'number':
      return null;
    case 'rich_text':
      return { html: '<p><br></p>', components: {} };
    case 'date_time':
      return null;
    default:
      return [];
  }
};

export const itemMeta = (source: DemoItem): ItemMeta => ({
  id: stableUuid(`item:${source.codename}`),
  codename: source.codename,
  type: source.type,
  collection: source.collection ?? 'default',
  sitemapLocations: source.sitemapLocations ?? [],
});

export const variantFromSource = (source: DemoItem, meta: ItemMeta, language: LanguageCodename): Variant => ({
  item: meta,
  language,
  name: pick(source.name, language),
  elements: plainElements(source.type, source.elements, language, source.codename),
  workflowStep: source.workflowStep ?? 'published',
  lastModified: source.lastModified ?? DEFAULT_LAST_MODIFIED,
});
