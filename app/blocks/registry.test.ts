import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentTypes } from '../content/model/content-types';
import { linkTypes } from '../content/model/type-groups';
import type { WireItem } from '../content/wire';
import { blockDeclarations, mapBlock } from './registry';

const item = (type: string, elements: WireItem['elements'] = {}): WireItem => ({
  system: {
    id: `id-${type}`,
    name: type,
    codename: `a_${type}`,
    language: 'en',
    type,
    collection: 'default',
    sitemap_locations: [],
    last_modified: '2025-01-01T00:00:00Z',
  },
  elements,
});
const context = { locale: 'en' as const, modular: {}, preview: false };

afterEach(() => vi.restoreAllMocks());

describe('the block registry', () => {
  it('every kind is declared once, and every content type belongs to one block', () => {
    const kinds = blockDeclarations.map((declaration) => declaration.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    const types = blockDeclarations.flatMap((declaration) => [...declaration.types]);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(types)).toEqual(new Set([...componentTypes, ...linkTypes, 'article']));
  });

  it('maps an item by its own type into its kind, as an item or as a component', () => {
    const stat = item('stat_block', {
      value: { type: 'number', name: 'Value', value: 7 },
      unit: { type: 'text', name: 'Unit', value: 'km' },
      label: { type: 'text', name: 'Label', value: 'range' },
    });
    expect(mapBlock(stat, context)).toEqual({
      kind: 'stat_block',
      key: 'a_stat_block',
      smart: { itemId: 'id-stat_block' },
      value: 7,
      unit: 'km',
      label: 'range',
    });
    expect(mapBlock(stat, context, true)?.smart).toEqual({ componentId: 'id-stat_block' });
    expect(mapBlock(item('article', { title: { type: 'text', name: 'Title', value: 'Hello' } }), context)?.kind).toBe('article_teaser');
  });

  it('a type no block declares maps to nothing, and a mapper that throws on broken content is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(mapBlock(item('news_page'), context)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    // A banner without its elements: the mapper reads `title` from a missing element.
    const broken = { ...item('banner'), elements: null } as unknown as WireItem;
    expect(mapBlock(broken, context)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Mapping of content item a_banner failed', expect.any(String));
  });
});
