// Taxonomy groups of the content model. `audience` tells whether content speaks to the business (retail
// operations) or about the product; the nested terms let filters go one level finer.

export interface TaxonomyTermDef {
  readonly codename: string;
  readonly name: string;
  readonly terms: readonly TaxonomyTermDef[];
}

export interface TaxonomyGroupDef {
  readonly id: string;
  readonly codename: string;
  readonly name: string;
  readonly terms: readonly TaxonomyTermDef[];
}

export const taxonomies = [
  {
    id: '4a7a2c3e-1f0b-4d52-8a61-0c9e7b2d0001',
    codename: 'audience',
    name: 'Audience',
    terms: [
      {
        codename: 'business',
        name: 'Business',
        terms: [
          { codename: 'retailer', name: 'Retailer', terms: [] },
          { codename: 'importer', name: 'Importer', terms: [] },
        ],
      },
      {
        codename: 'product',
        name: 'Product',
        terms: [
          { codename: 'electric', name: 'Electric vehicles', terms: [] },
          { codename: 'combustion', name: 'Combustion vehicles', terms: [] },
        ],
      },
    ],
  },
] as const satisfies readonly TaxonomyGroupDef[];

export type TaxonomyGroupCodename = (typeof taxonomies)[number]['codename'];

/** Every term of a group, depth first, with its name: what taxonomy element values and filters refer to. */
export const flattenTerms = (terms: readonly TaxonomyTermDef[]): TaxonomyTermDef[] => terms.flatMap((term) => [term, ...flattenTerms(term.terms)]);
