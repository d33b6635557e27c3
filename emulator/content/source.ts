// The shape of demo content as it is written in emulator/content/items/: one record per content item with element
// values once per language where they are text, typed from the content model so a misspelt element fails to compile.
import { contentTypes, type ContentTypeCodename, type ContentTypes, type LanguageCodename } from '../../app/content/model/index.ts';
import type { AssetFileName } from '../assets/registry.ts';
import type { MaybeLocalized } from './localized.ts';

export interface DateTimeSource {
  readonly value: string;
  readonly timezone: string;
}

/** A component inside rich text: a nameless item that lives only in its parent (Kontent "content component"). */
export interface ComponentSource {
  readonly type: ContentTypeCodename;
  readonly elements: Readonly<Record<string, SourceValue>>;
}

/**
 * Rich text in an authoring shorthand that the emulator expands into Kontent's markup: `<a data-item="codename">`,
 * `<a data-asset="file">`, `<figure data-asset="file"></figure>`, `<object data-item="codename"></object>` and
 * `<object data-component="key"></object>` with `components[key]` beside the HTML.
 */
export interface RichTextSource {
  readonly html: string;
  readonly components?: Readonly<Record<string, ComponentSource>>;
}

/**
 * Rich text written when it is read, per language: the brand volume's bodies (emulator/content/volume/), megabytes
 * that no request needs whole, are generated on demand from their seed instead of held in memory.
 */
export interface GeneratedRichText {
  readonly generate: (language: LanguageCodename) => RichTextSource;
}

export const isGeneratedRichText = (value: unknown): value is GeneratedRichText =>
  typeof value === 'object' && value !== null && typeof (value as Partial<GeneratedRichText>).generate === 'function';

export type SourceValue =
  | MaybeLocalized<string>
  | MaybeLocalized<RichTextSource>
  | GeneratedRichText
  | number
  | null
  | readonly string[]
  | DateTimeSource;

type SourceValueOf<D> = D extends { type: 'text' | 'url_slug' | 'custom' }
  ? MaybeLocalized<string>
  : D extends { type: 'number' }
    ? number | null
    : D extends { type: 'rich_text' }
      ? MaybeLocalized<string | RichTextSource> | GeneratedRichText
      : D extends { type: 'asset' }
        ? readonly AssetFileName[]
        : D extends { type: 'modular_content' }
          ? readonly string[]
          : D extends { type: 'date_time' }
            ? DateTimeSource
            : D extends { type: 'multiple_choice'; options: readonly { codename: infer O }[] }
              ? readonly O[]
              : D extends { type: 'taxonomy' }
                ? readonly string[]
                : never;

export type SourceElements<C extends ContentTypeCodename> = {
  readonly [K in keyof ContentTypes[C]['elements']]?: SourceValueOf<ContentTypes[C]['elements'][K]>;
};

export type WorkflowStep = 'published' | 'draft' | 'archived';

export interface DemoItem {
  readonly codename: string;
  readonly type: ContentTypeCodename;
  readonly name: MaybeLocalized<string>;
  readonly elements: Readonly<Record<string, SourceValue>>;
  /** Languages the item is translated into; others read it through language fallback. Default: all. */
  readonly languages?: readonly LanguageCodename[];
  /** 'draft' items were never published: only the Preview API returns them. */
  readonly workflowStep?: WorkflowStep;
  readonly collection?: string;
  readonly sitemapLocations?: readonly string[];
  readonly lastModified?: string;
}

export const item = <C extends ContentTypeCodename>(source: {
  codename: string;
  type: C;
  name: MaybeLocalized<string>;
  elements: SourceElements<C>;
  languages?: readonly LanguageCodename[];
  workflowStep?: WorkflowStep;
  collection?: string;
  sitemapLocations?: readonly string[];
  lastModified?: string;
}): DemoItem => source as DemoItem;

export const component = <C extends ContentTypeCodename>(type: C, elements: SourceElements<C>): ComponentSource => ({
  type,
  elements: elements as Readonly<Record<string, SourceValue>>,
});

export const richText = (html: string, components: Readonly<Record<string, ComponentSource>> = {}): RichTextSource => ({ html, components });

/** Localised rich text with shared components (their texts are localised inside). */
export const localizedRichText = (
  html: MaybeLocalized<string>,
  components: Readonly<Record<string, ComponentSource>> = {},
): MaybeLocalized<RichTextSource> => {
  if (typeof html === 'string') return richText(html, components);
  const out: Record<string, RichTextSource> = {};
  for (const [language, value] of Object.entries(html)) out[language] = richText(value, components);
  return out as MaybeLocalized<RichTextSource>;
};

export const dateTime = (value: string, timezone = 'Europe/Prague'): DateTimeSource => ({ value, timezone });

export const hasType = (type: string): type is ContentTypeCodename => Object.hasOwn(contentTypes, type);
