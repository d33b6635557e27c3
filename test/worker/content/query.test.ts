import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryError, validateQuery } from '../../../worker/content/query';
import { cleanUp, recordingProxy } from './support';

afterEach(cleanUp);

// The allow-list of decision 061, stated again here on purpose (not imported): the oracle the properties check the
// proxy against must not share the proxy's mistakes.
const named = ['elements', 'excludeElements', 'limit', 'skip', 'order', 'includeTotalCount', 'depth', 'language'];
const operators = ['eq', 'neq', 'in', 'nin', 'all', 'any', 'contains', 'gt', 'gte', 'lt', 'lte', 'range', 'empty', 'nempty'];
const filter = new RegExp(`^(system|elements)\\.[a-z0-9_]{1,60}(\\[(${operators.join('|')})\\])?$`);
const allowed = (name: string) => named.includes(name) || filter.test(name);

/** Every parameter of a query Kontent is sent is one product.md lists, within the caps. */
function checkForwarded(params: URLSearchParams): void {
  for (const [name, value] of params) {
    expect(allowed(name), `forwarded '${name}'`).toBe(true);
    expect(value.length).toBeLessThanOrEqual(2000);
  }
  for (const name of named) expect(params.getAll(name).length).toBeLessThanOrEqual(1);
  if (params.has('limit')) expect(Number(params.get('limit'))).toBeLessThanOrEqual(100);
  if (params.has('depth')) expect(Number(params.get('depth'))).toBeLessThanOrEqual(6);
  expect([...params.keys()].length).toBeLessThanOrEqual(32);
}

const codenames = fc.constantFrom('type', 'codename', 'language', 'last_modified', 'title', 'slug', 'date', 'audience', 'collection');
const name = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...named) },
  { weight: 1, arbitrary: fc.constantFrom('preview', 'secured', 'cb', 'utm_source', '_', 'callback', 'bench', 'elements.', 'system', 'Limit') },
  {
    weight: 8,
    arbitrary: fc
      .tuple(
        fc.constantFrom('system', 'system', 'elements', 'elements', 'element'),
        fc.oneof({ weight: 12, arbitrary: codenames }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }),
        fc.option(fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...operators) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) }), {
          nil: undefined,
        }),
      )
      .map(([root, property, operator]) => `${root}.${property}${operator === undefined ? '' : `[${operator}]`}`),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 16 }) },
);
const value = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.constantFrom(
      'article',
      'news_item',
      'faq_item',
      'en',
      'cs',
      'fr_fr',
      '0',
      '1',
      '2',
      '5',
      '6',
      '7',
      '100',
      '101',
      'true',
      'title,slug',
      'elements.date[desc]',
      'system.last_modified[asc]',
      'article,faq_item',
      '2024-01-01,2027-01-01',
    ),
  },
  { weight: 3, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1990, max: 2010 }).map((length) => 'x'.repeat(length)) },
);
const query = fc.array(fc.tuple(name, value), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs));

describe('content query allow-list (decision 061), over random queries', () => {
  it('either refuses a query with a named QueryError or forwards only allow-listed parameters within the caps', () => {
    fc.assert(
      fc.property(query, (input) => {
        let forwarded: URLSearchParams;
        try {
          forwarded = validateQuery(input);
        } catch (error) {
          expect(error).toBeInstanceOf(QueryError);
          expect((error as QueryError).parameter.length).toBeGreaterThan(0);
          return;
        }
        checkForwarded(forwarded);
        for (const control of ['preview', 'secured', 'web-spotlight']) expect(forwarded.has(control)).toBe(false);
      }),
      { seed: 42, numRuns: 2000 },
    );
  });

  it('through the proxy: never a 5xx, and Kontent sees only allow-listed parameters', async () => {
    const { request, upstream } = await recordingProxy();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/items', '/items-feed', '/types', '/taxonomies', '/items/article_green_retail'),
        query,
        async (path, input) => {
          const before = upstream.length;
          const response = await request(`${path}?${input}`);
          expect(response.status).toBeLessThan(500);
          const body = await response.json<{ message?: string; parameter?: string }>();
          // The proxy's own refusals (error_code 1000 with a parameter) never reach Kontent.
          if (response.status === 400 && body.parameter !== undefined) expect(upstream.length).toBe(before);
          for (const call of upstream.slice(before)) checkForwarded(call.url.searchParams);
        },
      ),
      { seed: 42, numRuns: 200 },
    );
    // The generator reaches Kontent often enough for the second half of the property to mean something.
    expect(upstream.length).toBeGreaterThan(20);
  });
});
