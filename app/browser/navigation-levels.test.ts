import { describe, expect, it, vi } from 'vitest';
import { createNavigationLevels } from './navigation-levels';

const tree = { items: [{ key: 'retail', title: 'Retail', children: [] }] };

describe('the browser’s navigation levels (decision 129)', () => {
  it('asks the worker once per locale, under the base path, and then has the tree at hand', async () => {
    const fetcher = vi.fn(async (_url: string) => Response.json(tree));
    const levels = createNavigationLevels(fetcher as unknown as typeof fetch, '/portal');
    expect(levels.loaded('cs')).toBeUndefined();
    await Promise.all([levels.load('cs'), levels.load('cs')]);
    expect(levels.loaded('cs')).toEqual(tree);
    await levels.load('cs');
    await levels.load('fr_fr');
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual(['/portal/api/navigation/cs', '/portal/api/navigation/fr_fr']);
  });

  it('forgets a failed answer, so the next want asks again', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ error: 'Unauthorized' }, { status: 401 }))
      .mockResolvedValueOnce(Response.json(tree));
    const levels = createNavigationLevels(fetcher as unknown as typeof fetch, '');
    await expect(levels.load('en')).rejects.toThrow('The navigation answered 401');
    expect(levels.loaded('en')).toBeUndefined();
    expect(await levels.load('en')).toEqual(tree);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
