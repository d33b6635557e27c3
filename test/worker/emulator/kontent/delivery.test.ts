// The real delivery SDK against the emulator: filters, depth, paging, items-feed, taxonomies, types, languages.
import type { Elements } from '@kontent-ai/delivery-sdk';
import { describe, expect, it } from 'vitest';
import { contentTypeCodenames, languages } from '../../../../app/content/model/index.ts';
import { call, deliveryPath, sdkClient } from '../support.ts';

const client = sdkClient();

describe('items', () => {
  it('filters by type and orders by an element', async () => {
    const { data } = await client.items().type('article').orderByDescending('elements.published').depthParameter(0).toPromise();
    const dates = data.items.map((item) => String(item.elements.published?.value));
    expect(data.items.length).toBeGreaterThanOrEqual(6);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.items.every((item) => item.system.type === 'article')).toBe(true);
  });

  it('supports every filter operator', async () => {
    const count = async (build: (q: ReturnType<typeof client.items>) => ReturnType<typeof client.items>) =>
      (await build(client.items().type('article')).toPromise()).data.items.length;
    const all = await count((q) => q);
    expect(await count((q) => q.equalsFilter('elements.slug', 'green-retail'))).toBe(1);
    expect(await count((q) => q.notEqualsFilter('elements.slug', 'green-retail'))).toBe(all - 1);
    expect(await count((q) => q.inFilter('elements.slug', ['green-retail', 'digital-showroom']))).toBe(2);
    expect(await count((q) => q.notInFilter('elements.slug', ['green-retail', 'digital-showroom']))).toBe(all - 2);
    expect(await count((q) => q.containsFilter('elements.audience', ['electric']))).toBe(2);
    expect(await count((q) => q.anyFilter('elements.audience', ['electric', 'importer']))).toBe(3);
    expect(await count((q) => q.allFilter('elements.audience', ['business', 'retailer']))).toBe(2);
    expect(await count((q) => q.greaterThanFilter('elements.reading_minutes', '5'))).toBe(2);
    expect(await count((q) => q.greaterThanOrEqualFilter('elements.reading_minutes', '5'))).toBe(3);
    expect(await count((q) => q.lessThanFilter('elements.reading_minutes', '3'))).toBe(1);
    expect(await count((q) => q.lessThanOrEqualFilter('elements.reading_minutes', '3'))).toBe(2);
    expect(await count((q) => q.rangeFilter('elements.published', '2025-03-01', '2025-05-31'))).toBe(3);
    expect(await count((q) => q.emptyFilter('elements.related'))).toBe(0);
    expect(await count((q) => q.notEmptyFilter('elements.related'))).toBe(all);
    expect(await count((q) => q.equalsFilter('system.codename', 'article_green_retail'))).toBe(1);
  });

  it('answers items named by codename (a listing’s page, decision 126), with their type, paging and projection', async () => {
    const named = ['download_service_hours', 'download_standards', 'no_such_item', 'faq_sign_in'];
    const response = await call(
      deliveryPath(`/items?system.type=download&system.codename[in]=${named.join(',')}&elements=title,file&depth=0&includeTotalCount=true`),
    );
    const body = await response.json<{
      items: { system: { codename: string }; elements: Record<string, unknown> }[];
      pagination: Record<string, unknown>;
    }>();
    expect(body.items.map((item) => item.system.codename).sort()).toEqual(['download_service_hours', 'download_standards']);
    expect(Object.keys(body.items[0]!.elements).sort()).toEqual(['file', 'title']);
    expect(body.pagination).toMatchObject({ total_count: 2, count: 2, skip: 0 });
    const one = await (await call(deliveryPath('/items?system.codename=faq_sign_in&language=cs'))).json<{
      items: { system: { codename: string; language: string } }[];
    }>();
    expect(one.items.map((item) => [item.system.codename, item.system.language])).toEqual([['faq_sign_in', 'cs']]);
  });

  it('accepts bare a=b as eq', async () => {
    const res = await call(deliveryPath('/items?system.type=article&elements.slug=green-retail'));
    const body: { items: unknown[] } = await res.json();
    expect(body.items).toHaveLength(1);
  });

  it('pages with limit, skip, total count and next_page, and the SDK follows next_page', async () => {
    const first = await client.items().type('article').limitParameter(2).includeTotalCountParameter().toPromise();
    expect(first.data.items).toHaveLength(2);
    expect(first.data.pagination.totalCount).toBeGreaterThanOrEqual(6);
    expect(first.data.pagination.nextPage).toContain('skip=2');
    const all = await client.items().type('article').limitParameter(2).toAllPromise();
    expect(all.data.items).toHaveLength(first.data.pagination.totalCount ?? -1);
  });

  it('resolves linked items to the requested depth and always includes components', async () => {
    const depth0 = await call(deliveryPath('/items/header_navigation?depth=0'));
    const zero: { modular_content: Record<string, unknown> } = await depth0.json();
    expect(Object.keys(zero.modular_content)).toHaveLength(0);
    const { data } = await client.item('header_navigation').depthParameter(3).toPromise();
    const items = data.item.elements.items as Elements.LinkedItemsElement;
    expect(items.linkedItems.map((i) => i.system.codename)).toContain('nav_retail');
    const article = await client.item('article_retail_standards').depthParameter(0).toPromise();
    const body = article.data.item.elements.body as Elements.RichTextElement;
    expect(body.linkedItemCodenames.some((c) => c.includes('_'))).toBe(true);
    expect(Object.values(article.response.data.modular_content).some((i) => i.system.type === 'info_panel')).toBe(true);
  });

  it('projects elements and excludes elements', async () => {
    const { data } = await client.items().type('article').elementsParameter(['title']).toPromise();
    expect(Object.keys(data.items[0]?.elements ?? {})).toEqual(['title']);
    const res = await call(deliveryPath('/items?system.type=article&excludeElements=body,related'));
    const body: { items: { elements: Record<string, unknown> }[]; modular_content: Record<string, unknown> } = await res.json();
    expect(Object.keys(body.items[0]?.elements ?? {})).not.toContain('body');
    expect(Object.keys(body.modular_content)).toHaveLength(0);
  });

  it('serves every language and falls back to en where an item is not translated', async () => {
    const cs = await client.item('article_retail_standards').languageParameter('cs').toPromise();
    expect(cs.data.item.system.language).toBe('cs');
    expect(cs.data.item.elements.title?.value).toBe('Prodejní standardy 2025');
    const fallback = await client.item('article_hq_strategy').languageParameter('bg_bg').toPromise();
    expect(fallback.data.item.system.language).toBe('en');
    const onlyCs = await client.items().type('article').languageParameter('cs').equalsFilter('system.language', 'cs').toPromise();
    expect(onlyCs.data.items.map((i) => i.system.codename)).not.toContain('article_hq_strategy');
  });
});

describe('items-feed', () => {
  it('pages by X-Continuation and returns every item', async () => {
    const all = await client.itemsFeed().toAllPromise();
    const listing = await call(deliveryPath('/items'));
    const body: { items: unknown[] } = await listing.json();
    expect(all.responses.length).toBeGreaterThan(1);
    expect(all.data.items).toHaveLength(body.items.length);
  });
});

describe('types, taxonomies, languages', () => {
  it('serves the content model as types', async () => {
    const { data } = await client.types().toPromise();
    expect(data.items.map((t) => t.system.codename).sort()).toEqual([...contentTypeCodenames].sort());
    const article = await client.type('article').toPromise();
    expect(article.data.type.elements.find((e) => e.codename === 'audience')?.taxonomyGroup).toBe('audience');
    const element = await client.element('article', 'page_type').toPromise();
    expect(element.data.options.map((o) => o.codename)).toContain('green_retail');
  });

  it('serves taxonomies with nested terms', async () => {
    const { data } = await client.taxonomy('audience').toPromise();
    expect(data.taxonomy.terms.map((t) => t.codename)).toEqual(['business', 'product']);
    expect(data.taxonomy.terms[0]?.terms.map((t) => t.codename)).toEqual(['retailer', 'importer']);
    const list = await client.taxonomies().toPromise();
    expect(list.data.items).toHaveLength(1);
  });

  it('lists the languages, default first', async () => {
    const { data } = await client.languages().toPromise();
    expect(data.items.map((l) => l.system.codename)).toEqual(languages.map((l) => l.codename));
  });
});

describe('headers', () => {
  it('sends X-Stale-Content', async () => {
    const res = await call(deliveryPath('/items?limit=1'));
    expect(res.headers.get('X-Stale-Content')).toBe('0');
  });
});
