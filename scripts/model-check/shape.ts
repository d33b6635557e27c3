// What `npm run model:check` compares: the part of a content model that Kontent's Delivery API shows in `types` and
// `taxonomies` (docs/decisions/070). Allowed types, required flags and counts are not in those answers, so they
// are not compared. Both sides are brought to this one shape: the model from its data, the environment from JSON.
import { contentTypes, taxonomies, type ContentTypeDef, type ElementDef, type TaxonomyTermDef } from '../../app/content/model/index.ts';

export interface OptionShape {
  readonly codename: string;
  readonly name: string;
}

export interface ElementShape {
  /** Kontent's element type: text, rich_text, modular_content, multiple_choice, taxonomy… */
  readonly type: string;
  readonly name: string;
  /** Multiple-choice elements only. */
  readonly options?: readonly OptionShape[];
  /** Taxonomy elements only: the codename of their taxonomy group. */
  readonly taxonomyGroup?: string;
}

export interface TypeShape {
  readonly codename: string;
  readonly name: string;
  readonly elements: Readonly<Record<string, ElementShape>>;
}

export interface TermShape {
  readonly codename: string;
  readonly name: string;
  readonly terms: readonly TermShape[];
}

export interface TaxonomyShape {
  readonly codename: string;
  readonly name: string;
  readonly terms: readonly TermShape[];
}

export interface ModelShape {
  readonly types: readonly TypeShape[];
  readonly taxonomies: readonly TaxonomyShape[];
}

function elementShape(def: ElementDef): ElementShape {
  if (def.type === 'multiple_choice')
    return { type: def.type, name: def.name, options: def.options.map(({ codename, name }) => ({ codename, name })) };
  if (def.type === 'taxonomy') return { type: def.type, name: def.name, taxonomyGroup: def.taxonomyGroup };
  return { type: def.type, name: def.name };
}

function termShape(term: TaxonomyTermDef): TermShape {
  return { codename: term.codename, name: term.name, terms: term.terms.map(termShape) };
}

/** The project's content model (app/content/model) in the compared shape. */
export function modelShape(): ModelShape {
  const types: Readonly<Record<string, ContentTypeDef>> = contentTypes;
  return {
    types: Object.entries(types).map(([codename, def]) => ({
      codename,
      name: def.name,
      elements: Object.fromEntries(Object.entries(def.elements).map(([element, elementDef]) => [element, elementShape(elementDef)])),
    })),
    taxonomies: taxonomies.map((group) => ({ codename: group.codename, name: group.name, terms: group.terms.map(termShape) })),
  };
}
