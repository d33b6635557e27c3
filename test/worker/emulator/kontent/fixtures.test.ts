// The emulator's responses have the shapes of real Kontent responses (test/fixtures/kontent: samples from the
// Delivery SDK's own test suite): the same keys, nesting and value types.
import { describe, expect, it } from 'vitest';
import richText from '../../../fixtures/kontent/elements-rich-text-rich-text.json';
import assetRendition from '../../../fixtures/kontent/elements-assets-asset-rendition.json';
import customElement from '../../../fixtures/kontent/elements-custom-element-custom-element.json';
import itemsFeed from '../../../fixtures/kontent/endpoints-items-feed-items-feed.json';
import listResponse from '../../../fixtures/kontent/endpoints-items-items-list-response.json';
import withTotalCount from '../../../fixtures/kontent/endpoints-items-items-with-total-count.json';
import languagesFixture from '../../../fixtures/kontent/endpoints-languages-list-languages.json';
import syncChanges from '../../../fixtures/kontent/endpoints-sync-sync-changes.json';
import warrior from '../../../fixtures/kontent/fake-data-fake-warrior-response.json';
import { call, deliveryPath, MANAGEMENT_KEY } from '../support.ts';
import { ENVIRONMENT_ID } from '../../../../emulator/constants.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const keys = (value: unknown): string[] => Object.keys(value as Record<string, unknown>).sort();

/** Keys and value types, recursively; arrays by their first element; maps keyed by ids are compared by entry. */
const shape = (value: unknown): Json => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => [k, shape(v)])
        .sort(),
    );
  }
  return typeof value;
};

const getJson = async (path: string): Promise<Record<string, unknown>> => {
  const res = await call(path);
  expect(res.status).toBe(200);
  return res.json();
};

type ItemJson = { system: Record<string, unknown>; elements: Record<string, Record<string, unknown>> };

const fixtureElements = (): Record<string, Record<string, unknown>> => {
  const byType: Record<string, Record<string, unknown>> = {};
  const items = [warrior.item, ...Object.values(warrior.modular_content), ...customElement.items, ...richText.items] as ItemJson[];
  for (const item of items) for (const element of Object.values(item.elements)) byType[String(element.type)] ??= element;
  return byType;
};

describe('shapes match the real Kontent samples', () => {
  it('items listing, pagination and total count', async () => {
    const ours = await getJson(deliveryPath('/items?system.type=article&limit=1'));
    expect(keys(ours)).toEqual(keys(listResponse));
    expect(shape(ours.pagination)).toEqual(shape(listResponse.pagination));
    const total = await getJson(deliveryPath('/items?system.type=article&limit=1&includeTotalCount=true'));
    expect(shape(total.pagination)).toEqual(shape(withTotalCount.pagination));
  });

  it('item system attributes', async () => {
    const ours = await getJson(deliveryPath('/items/article_retail_standards'));
    expect(keys(ours)).toEqual(keys(warrior));
    const system = (ours.item as ItemJson).system;
    expect(shape(system)).toEqual({ ...(shape(warrior.item.system) as object), sitemap_locations: ['string'] });
  });

  it('every element type has Kontent’s keys and value shapes', async () => {
    const samples = fixtureElements();
    const ours = await getJson(deliveryPath('/items?depth=0'));
    const seen = new Set<string>();
    for (const item of ours.items as ItemJson[]) {
      for (const element of Object.values(item.elements)) {
        const type = String(element.type);
        const sample = samples[type];
        if (!sample) continue;
        expect(keys(element), type).toEqual(keys(sample));
        const value = element.value;
        const sampleValue = sample.value;
        if (Array.isArray(value) && Array.isArray(sampleValue) && typeof value[0] === 'object' && typeof sampleValue[0] === 'object') {
          expect(
            keys(value[0]).filter((k) => k !== 'renditions'),
            type,
          ).toEqual(keys(sampleValue[0]).filter((k) => k !== 'renditions'));
        }
        if (type === 'rich_text') {
          const images = Object.values(element.images as object);
          const links = Object.values(element.links as object);
          if (images.length) expect(keys(images[0])).toEqual(keys(Object.values(richText.items[0]!.elements.rich.images)[0]));
          if (links.length) expect(keys(links[0])).toEqual(keys(Object.values(richText.items[0]!.elements.rich.links)[0]));
        }
        seen.add(type);
      }
    }
    expect([...seen].sort()).toEqual([
      'asset',
      'custom',
      'date_time',
      'modular_content',
      'multiple_choice',
      'number',
      'rich_text',
      'taxonomy',
      'text',
      'url_slug',
    ]);
  });

  it('asset renditions', async () => {
    const ours = await getJson(deliveryPath('/items/article_retail_standards'));
    const asset = ((ours.item as ItemJson).elements.image!.value as Record<string, unknown>[])[0];
    const sample = assetRendition.item.elements.assetWithRenditionInDefaultPreset.value[0];
    expect(shape(asset)).toEqual({ ...(shape(sample) as object), description: 'string' });
  });

  it('items-feed', async () => {
    const res = await call(deliveryPath('/items-feed'));
    const ours: Record<string, unknown> = await res.json();
    expect(keys(ours)).toEqual(keys(itemsFeed));
    expect(res.headers.get('X-Continuation')).toBeTruthy();
  });

  it('languages', async () => {
    const ours = await getJson(deliveryPath('/languages'));
    expect(keys(ours)).toEqual(keys(languagesFixture));
    expect(shape((ours.languages as unknown[])[0])).toEqual(shape(languagesFixture.languages[0]));
    expect(shape(ours.pagination)).toEqual(shape(languagesFixture.pagination));
  });

  it('sync deltas', async () => {
    const init = await call(deliveryPath('/sync/init'), { method: 'POST' });
    const token = init.headers.get('X-Continuation') ?? '';
    const publish = await call(`/kontent/management/v2/projects/${ENVIRONMENT_ID}/items/codename/article_green_retail/variants/codename/en/publish`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${MANAGEMENT_KEY}` },
    });
    expect(publish.status).toBe(200);
    const res = await call(deliveryPath('/sync'), { headers: { 'X-Continuation': token } });
    const ours: { items: Record<string, unknown>[] } = await res.json();
    expect(keys(ours)).toEqual(keys(syncChanges));
    const change = ours.items[0];
    const sample = syncChanges.items[1]!;
    expect(keys(change)).toEqual(keys(sample));
    expect(keys((change?.data as Record<string, unknown>) ?? {})).toEqual(keys(sample.data));
  });
});
