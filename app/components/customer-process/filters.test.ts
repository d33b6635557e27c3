import { describe, expect, it } from 'vitest';
import { filterPhases, searchFromSelection, selectionFromSearch } from './filters';
import type { ProcessPhase, Substep } from '../../content/queries/customer-process';

const substep = (key: string, roles: string[], topics: string[]): Substep => ({
  key,
  smart: {},
  title: key,
  description: null,
  tags: {
    roles: roles.map((value) => ({ value, smart: {}, title: value })),
    topics: topics.map((value) => ({ value, smart: {}, title: value })),
    business_areas: [],
  },
  tips: [],
});

const phases: ProcessPhase[] = [
  { key: 'p1', smart: {}, title: 'P1', description: '', substeps: [substep('a', ['sales'], ['digital']), substep('b', ['service'], ['digital'])] },
  { key: 'p2', smart: {}, title: 'P2', description: '', substeps: [substep('c', ['service'], ['experience'])] },
];
const keys = (result: ProcessPhase[]) => result.map((phase) => [phase.key, phase.substeps.map((step) => step.key)]);

describe('customer process filters', () => {
  it('without a selection every substep shows', () => {
    expect(keys(filterPhases(phases, {}))).toEqual([
      ['p1', ['a', 'b']],
      ['p2', ['c']],
    ]);
  });

  it('a substep shows when it carries any chosen value of every active filter; empty phases go', () => {
    expect(keys(filterPhases(phases, { roles: ['service'] }))).toEqual([
      ['p1', ['b']],
      ['p2', ['c']],
    ]);
    expect(keys(filterPhases(phases, { roles: ['service', 'sales'], topics: ['digital'] }))).toEqual([['p1', ['a', 'b']]]);
    expect(keys(filterPhases(phases, { roles: ['nobody'] }))).toEqual([]);
  });

  it('reads the selection from the URL and writes it back', () => {
    const selection = selectionFromSearch({ roles: 'sales,service,sales', topics: '', business_areas: '<x>', other: 'y' });
    expect(selection).toEqual({ roles: ['sales', 'service'] });
    expect(searchFromSelection(selection)).toEqual({ roles: 'sales,service', topics: undefined, business_areas: undefined });
  });
});
