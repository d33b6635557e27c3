import type { ProcessPhase } from '../../content/queries/customer-process';
import { filterFields, type FilterField } from '../../content/queries/filter-fields';

/** The chosen values per filtered field; a field without values does not filter. */
export type Selection = Partial<Record<FilterField, string[]>>;

/** Reads the selection from the URL's query (`?roles=a,b&topics=c`), so a filtered view can be shared. */
export function selectionFromSearch(search: Record<string, unknown>): Selection {
  const selection: Selection = {};
  for (const field of filterFields) {
    const raw = search[field];
    if (typeof raw !== 'string') continue;
    const values = raw
      .split(',')
      .map((value) => value.trim())
      .filter((value) => /^[a-z0-9_]{1,100}$/.test(value));
    if (values.length > 0) selection[field] = [...new Set(values)];
  }
  return selection;
}

/** The query values for a selection: comma-joined, or undefined to drop the key. */
export function searchFromSelection(selection: Selection): Record<FilterField, string | undefined> {
  return Object.fromEntries(filterFields.map((field) => [field, selection[field]?.length ? selection[field].join(',') : undefined])) as Record<
    FilterField,
    string | undefined
  >;
}

/**
 * The phases with only the substeps that match every active filter (a substep matches a filter when it carries
 * any of the chosen values); phases left without substeps are dropped.
 */
export function filterPhases(phases: ProcessPhase[], selection: Selection): ProcessPhase[] {
  const active = filterFields.filter((field) => selection[field]?.length);
  if (active.length === 0) return phases;
  return phases
    .map((phase) => ({
      ...phase,
      substeps: phase.substeps.filter((substep) => active.every((field) => substep.tags[field].some((tag) => selection[field]?.includes(tag.value)))),
    }))
    .filter((phase) => phase.substeps.length > 0);
}
