import { describe, expect, it } from 'vitest';
import { element, wireItem } from '../../../test/fixtures/wire-items';
import type { ContentClient } from '../client';
import type { DeliveryQuery, WireItem } from '../wire';
import { loadSlugPage } from './slug-page';

const page = (item: WireItem, modular: Record<string, WireItem> = {}) => ({
  items: [item],
  modular_content: modular,
  pagination: { skip: 0, limit: 1, count: 1, next_page: '' },
});
const article = (codename: string, slug: string, extra: Record<string, ReturnType<typeof element>> = {}) =>
  wireItem('article', codename, { title: element('text', `Title of ${codename}`), slug: element('url_slug', slug), ...extra });

describe('an article by its slug (decision 119)', () => {
  it('reads its related articles apart, by title and slug, so the page is not every article they lead to', async () => {
    const asked: DeliveryQuery[] = [];
    const content: ContentClient = {
      items: async (query) => {
        asked.push(query);
        if (query.elements) {
          // The related articles' own answer: the article's `related`, and each related article's title and slug.
          const root = article('a_one', 'one', { related: element('modular_content', ['a_two']) });
          return page(root, { a_two: article('a_two', 'two') });
        }
        return page(article('a_one', 'one', { body: element('rich_text', '<p>Body</p>', { images: {}, links: {}, modular_content: [] }) }));
      },
      item: async () => null,
    };
    const loaded = await loadSlugPage(content, 'default', 'one');
    expect(loaded).toMatchObject({ kind: 'article', title: 'Title of a_one', related: [{ key: 'a_two', title: 'Title of a_two', href: '/two' }] });
    const [whole, related] = asked;
    // The page at depth 5, without anyone's related articles: an article's body and its blocks need that depth.
    expect(whole).toMatchObject({ depth: 5, excludeElements: 'related', 'elements.slug[eq]': 'one' });
    // The related articles at depth 1, projected: no bodies, no related articles of their own.
    expect(related).toMatchObject({ 'system.type': 'article', 'elements.slug[eq]': 'one', depth: 1, elements: 'related,title,slug' });
  });

  it('asks nothing more for the customer process page', async () => {
    const asked: DeliveryQuery[] = [];
    const content: ContentClient = {
      items: async (query) => {
        asked.push(query);
        return page(wireItem('customer_process_page', 'cpo', { title: element('text', 'Customer process') }));
      },
      item: async () => null,
    };
    await loadSlugPage(content, 'default', 'cpo').catch(() => undefined);
    expect(asked).toHaveLength(1);
  });
});
