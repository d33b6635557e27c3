// Every difference between the content model and a Kontent environment, as one sentence each (empty = they match).
// Order follows the model, then what only the environment has, so two runs list the same drift the same way.
import type { ElementShape, ModelShape, OptionShape, TaxonomyShape, TermShape, TypeShape } from './shape.ts';

const byCodename = <T extends { readonly codename: string }>(list: readonly T[]) => new Map(list.map((entry) => [entry.codename, entry]));

/** What only one side has, in the model's order then the environment's. */
function onlyIn<T>(model: ReadonlyMap<string, T>, environment: ReadonlyMap<string, T>) {
  return {
    missing: [...model.keys()].filter((key) => !environment.has(key)),
    extra: [...environment.keys()].filter((key) => !model.has(key)),
    both: [...model.keys()].filter((key) => environment.has(key)),
  };
}

function compareOptions(where: string, model: readonly OptionShape[], environment: readonly OptionShape[]): string[] {
  const mine = byCodename(model);
  const theirs = byCodename(environment);
  const { missing, extra, both } = onlyIn(mine, theirs);
  return [
    ...missing.map((option) => `${where}: option ${option} is in the model, not in the environment`),
    ...extra.map((option) => `${where}: option ${option} is in the environment, not in the model`),
    ...both.flatMap((option) => {
      const [a, b] = [mine.get(option)?.name, theirs.get(option)?.name];
      return a === b ? [] : [`${where}: option ${option} is named "${a}" in the model, "${b}" in the environment`];
    }),
  ];
}

function compareElement(where: string, model: ElementShape, environment: ElementShape): string[] {
  // Another element type makes options and groups incomparable: the type is the one difference to fix.
  if (model.type !== environment.type) return [`${where}: element type is ${model.type} in the model, ${environment.type} in the environment`];
  const differences: string[] = [];
  if (model.name !== environment.name) differences.push(`${where}: named "${model.name}" in the model, "${environment.name}" in the environment`);
  if (model.type === 'multiple_choice') differences.push(...compareOptions(where, model.options ?? [], environment.options ?? []));
  if (model.type === 'taxonomy' && model.taxonomyGroup !== environment.taxonomyGroup) {
    differences.push(
      `${where}: taxonomy group is ${model.taxonomyGroup ?? '(none)'} in the model, ${environment.taxonomyGroup ?? '(none)'} in the environment`,
    );
  }
  return differences;
}

function compareType(model: TypeShape, environment: TypeShape): string[] {
  const where = `type ${model.codename}`;
  const mine = new Map(Object.entries(model.elements));
  const theirs = new Map(Object.entries(environment.elements));
  const { missing, extra, both } = onlyIn(mine, theirs);
  return [
    ...(model.name === environment.name ? [] : [`${where}: named "${model.name}" in the model, "${environment.name}" in the environment`]),
    ...missing.map((element) => `${where}: element ${element} is in the model, not in the environment`),
    ...extra.map((element) => `${where}: element ${element} (${theirs.get(element)?.type}) is in the environment, not in the model`),
    ...both.flatMap((element) => {
      const [a, b] = [mine.get(element), theirs.get(element)];
      return a && b ? compareElement(`${where}, element ${element}`, a, b) : [];
    }),
  ];
}

/** Terms by codename with their name and parent term (codenames are unique within a group). */
function flattenTerms(terms: readonly TermShape[], parent: string | null = null): Map<string, { name: string; parent: string | null }> {
  const flat = new Map<string, { name: string; parent: string | null }>();
  for (const term of terms) {
    flat.set(term.codename, { name: term.name, parent });
    for (const [codename, entry] of flattenTerms(term.terms, term.codename)) flat.set(codename, entry);
  }
  return flat;
}

const placeOf = (parent: string | null) => (parent === null ? 'at the top' : `under ${parent}`);

function compareTaxonomy(model: TaxonomyShape, environment: TaxonomyShape): string[] {
  const where = `taxonomy group ${model.codename}`;
  const mine = flattenTerms(model.terms);
  const theirs = flattenTerms(environment.terms);
  const { missing, extra, both } = onlyIn(mine, theirs);
  return [
    ...(model.name === environment.name ? [] : [`${where}: named "${model.name}" in the model, "${environment.name}" in the environment`]),
    ...missing.map((term) => `${where}: term ${term} is in the model, not in the environment`),
    ...extra.map((term) => `${where}: term ${term} is in the environment, not in the model`),
    ...both.flatMap((term) => {
      const [a, b] = [mine.get(term), theirs.get(term)];
      if (!a || !b) return [];
      return [
        ...(a.name === b.name ? [] : [`${where}: term ${term} is named "${a.name}" in the model, "${b.name}" in the environment`]),
        ...(a.parent === b.parent ? [] : [`${where}: term ${term} is ${placeOf(a.parent)} in the model, ${placeOf(b.parent)} in the environment`]),
      ];
    }),
  ];
}

export function compareModels(model: ModelShape, environment: ModelShape): string[] {
  const types = onlyIn(byCodename(model.types), byCodename(environment.types));
  const theirTypes = byCodename(environment.types);
  const groups = onlyIn(byCodename(model.taxonomies), byCodename(environment.taxonomies));
  const theirGroups = byCodename(environment.taxonomies);
  return [
    ...types.missing.map((type) => `type ${type} is in the model, not in the environment`),
    ...types.extra.map((type) => `type ${type} is in the environment, not in the model`),
    ...model.types.flatMap((type) => {
      const theirs = theirTypes.get(type.codename);
      return theirs ? compareType(type, theirs) : [];
    }),
    ...groups.missing.map((group) => `taxonomy group ${group} is in the model, not in the environment`),
    ...groups.extra.map((group) => `taxonomy group ${group} is in the environment, not in the model`),
    ...model.taxonomies.flatMap((group) => {
      const theirs = theirGroups.get(group.codename);
      return theirs ? compareTaxonomy(group, theirs) : [];
    }),
  ];
}
