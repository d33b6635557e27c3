// Types, taxonomies and languages in Delivery API JSON, built from the shared content model.
import {
  contentTypes,
  languages,
  modelLastModified,
  taxonomies,
  type ContentTypeDef,
  type ElementDef,
  type TaxonomyGroupDef,
  type TaxonomyTermDef,
} from '../../app/content/model/index.ts';
import type { PaginationJson } from './items.ts';

export interface TypeElementJson {
  codename?: string;
  type: string;
  name: string;
  taxonomy_group?: string;
  options?: { name: string; codename: string }[];
}

export interface TypeJson {
  system: { id: string; name: string; codename: string; last_modified: string };
  elements: Record<string, TypeElementJson>;
}

export const typeElementJson = (def: ElementDef, codename?: string): TypeElementJson => {
  const json: TypeElementJson = codename === undefined ? { type: def.type, name: def.name } : { codename, type: def.type, name: def.name };
  if (def.type === 'multiple_choice') json.options = def.options.map((o) => ({ name: o.name, codename: o.codename }));
  if (def.type === 'taxonomy') json.taxonomy_group = def.taxonomyGroup;
  return json;
};

export const typeJson = (codename: string, def: ContentTypeDef): TypeJson => ({
  system: { id: def.id, name: def.name, codename, last_modified: modelLastModified },
  elements: Object.fromEntries(Object.entries(def.elements).map(([key, el]) => [key, typeElementJson(el)])),
});

export const allTypes = (): TypeJson[] =>
  Object.entries(contentTypes as Readonly<Record<string, ContentTypeDef>>).map(([codename, def]) => typeJson(codename, def));

interface TermJson {
  name: string;
  codename: string;
  terms: TermJson[];
}

const termJson = (term: TaxonomyTermDef): TermJson => ({
  name: term.name,
  codename: term.codename,
  terms: term.terms.map(termJson),
});

export interface TaxonomyJson {
  system: { id: string; name: string; codename: string; last_modified: string };
  terms: TermJson[];
}

export const taxonomyJson = (group: TaxonomyGroupDef): TaxonomyJson => ({
  system: { id: group.id, name: group.name, codename: group.codename, last_modified: modelLastModified },
  terms: group.terms.map(termJson),
});

export const allTaxonomies = (): TaxonomyJson[] => taxonomies.map(taxonomyJson);

export interface LanguageJson {
  system: { id: string; name: string; codename: string };
}

export const allLanguages = (): LanguageJson[] => languages.map((l) => ({ system: { id: l.id, name: l.name, codename: l.codename } }));

/** Pages a non-item listing; next_page follows the same rule as items. */
export const pageOf = <T>(
  all: readonly T[],
  paging: { skip: number; limit: number | undefined },
  requestUrl: URL,
): { page: T[]; pagination: PaginationJson } => {
  const page = all.slice(paging.skip, paging.limit === undefined ? undefined : paging.skip + paging.limit);
  let nextPage = '';
  if (paging.limit !== undefined && paging.skip + paging.limit < all.length) {
    const next = new URL(requestUrl);
    next.searchParams.set('skip', String(paging.skip + paging.limit));
    nextPage = next.toString();
  }
  return {
    page,
    pagination: { skip: paging.skip, limit: paging.limit ?? 0, count: page.length, next_page: nextPage },
  };
};
