// The demo-content check: every item matches its type and every reference resolves, in every language. Returns
// the problems as sentences (empty = fine); test/worker/emulator/content/check.test.ts fails on any.
import {
  contentTypes,
  flattenTerms,
  languages,
  taxonomies,
  type ContentTypeCodename,
  type ElementDef,
  type LanguageCodename,
} from '../../app/content/model/index.ts';
import { isAssetFileName } from '../assets/registry.ts';
import { ContentStore } from '../kontent/store.ts';
import type { PlainRichText, PlainValue } from '../kontent/variants.ts';
import type { DemoItem } from './source.ts';

const termsOf = new Map<string, Set<string>>(taxonomies.map((g) => [g.codename, new Set(flattenTerms(g.terms).map((t) => t.codename))]));

const isEmpty = (value: PlainValue): boolean =>
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && 'html' in value && ['', '<p><br></p>'].includes(value.html.trim()));

export const checkContent = (items: readonly DemoItem[]): string[] => {
  const problems: string[] = [];
  const store = new ContentStore(items);
  const seen = new Set<string>();
  for (const source of items) {
    if (seen.has(source.codename)) problems.push(`${source.codename}: duplicate codename`);
    seen.add(source.codename);
    if (!/^[a-z0-9_]+$/.test(source.codename)) problems.push(`${source.codename}: codename is not snake_case`);
    if (!Object.hasOwn(contentTypes, source.type)) problems.push(`${source.codename}: unknown type ${source.type}`);
  }

  const checkElements = (
    where: string,
    type: ContentTypeCodename,
    elements: Readonly<Record<string, PlainValue>>,
    language: LanguageCodename,
    published: boolean,
  ) => {
    const defs: Readonly<Record<string, ElementDef>> = contentTypes[type].elements;
    for (const codename of Object.keys(elements)) {
      if (!defs[codename]) problems.push(`${where}: element ${codename} is not in type ${type}`);
    }
    const resolves = (target: string) => (published ? store.resolve(target, language, 'published') : store.resolve(target, language, 'preview'));
    for (const [codename, def] of Object.entries(defs)) {
      const value = elements[codename] ?? null;
      const at = `${where}.${codename}`;
      if (def.required && isEmpty(value)) problems.push(`${at}: required but empty`);
      switch (def.type) {
        case 'text':
        case 'url_slug':
        case 'custom':
          if (value !== null && typeof value !== 'string') problems.push(`${at}: expected text`);
          if (def.type === 'url_slug' && typeof value === 'string' && value && !/^[a-z0-9-]+$/.test(value)) {
            problems.push(`${at}: slug '${value}' is not URL-safe`);
          }
          break;
        case 'number':
          if (value !== null && typeof value !== 'number') problems.push(`${at}: expected a number`);
          break;
        case 'date_time':
          if (value !== null && (typeof value !== 'object' || !('value' in value) || Number.isNaN(Date.parse(value.value)))) {
            problems.push(`${at}: expected a date`);
          }
          break;
        case 'asset':
        case 'modular_content':
        case 'multiple_choice':
        case 'taxonomy': {
          if (!Array.isArray(value)) {
            problems.push(`${at}: expected a list`);
            break;
          }
          const list = value as readonly string[];
          if ('maxCount' in def && def.maxCount !== undefined && list.length > def.maxCount) {
            problems.push(`${at}: at most ${def.maxCount} allowed`);
          }
          for (const entry of list) {
            if (def.type === 'asset' && !isAssetFileName(entry)) problems.push(`${at}: unknown asset ${entry}`);
            if (def.type === 'multiple_choice' && !def.options.some((o) => o.codename === entry)) {
              problems.push(`${at}: unknown option ${entry}`);
            }
            if (def.type === 'taxonomy' && !termsOf.get(def.taxonomyGroup)?.has(entry)) {
              problems.push(`${at}: unknown term ${entry}`);
            }
            if (def.type === 'modular_content') {
              const target = resolves(entry);
              if (!target) problems.push(`${at}: linked item ${entry} does not resolve in ${language}`);
              else if (!def.allowedTypes.includes(target.item.type)) {
                problems.push(`${at}: ${entry} has type ${target.item.type}, not allowed`);
              }
            }
          }
          if (def.type === 'multiple_choice' && def.mode === 'single' && list.length > 1) {
            problems.push(`${at}: single choice holds ${list.length} options`);
          }
          break;
        }
        case 'rich_text': {
          const rich = value as PlainRichText | null;
          if (!rich || typeof rich !== 'object' || !('html' in rich)) {
            problems.push(`${at}: expected rich text`);
            break;
          }
          for (const match of rich.html.matchAll(/data-item="([^"]+)"/g)) {
            const target = resolves(match[1] ?? '');
            if (!target) problems.push(`${at}: item ${match[1]} in rich text does not resolve in ${language}`);
          }
          for (const match of rich.html.matchAll(/<object data-item="([^"]+)"/g)) {
            const target = resolves(match[1] ?? '');
            if (target && def.allowedTypes.length && !def.allowedTypes.includes(target.item.type)) {
              problems.push(`${at}: linked item ${match[1]} of type ${target.item.type} not allowed in rich text`);
            }
          }
          for (const match of rich.html.matchAll(/data-asset="([^"]+)"/g)) {
            if (!isAssetFileName(match[1] ?? '')) problems.push(`${at}: unknown asset ${match[1]} in rich text`);
          }
          for (const match of rich.html.matchAll(/data-component="([^"]+)"/g)) {
            if (!rich.components[match[1] ?? '']) problems.push(`${at}: component ${match[1]} is missing`);
          }
          for (const [key, component] of Object.entries(rich.components)) {
            if (def.allowedTypes.length && !def.allowedTypes.includes(component.type)) {
              problems.push(`${at}: component ${key} of type ${component.type} not allowed`);
            }
            checkElements(`${at}/${key}`, component.type, component.elements, language, published);
          }
          break;
        }
      }
    }
  };

  for (const source of items) {
    if (!Object.hasOwn(contentTypes, source.type)) continue;
    for (const source_key of Object.keys(source.elements)) {
      const defs: Readonly<Record<string, ElementDef>> = contentTypes[source.type].elements;
      if (!defs[source_key]) problems.push(`${source.codename}: element ${source_key} is not in type ${source.type}`);
    }
    for (const { codename: language } of languages) {
      const variant = store.resolve(source.codename, language, 'preview');
      if (!variant) {
        problems.push(`${source.codename}: no variant for ${language}, not even through fallback`);
        continue;
      }
      if (variant.name.trim() === '') problems.push(`${source.codename}/${language}: empty name`);
      checkElements(`${source.codename}/${language}`, source.type, variant.elements, language, variant.workflowStep === 'published');
    }
  }
  return problems;
};
