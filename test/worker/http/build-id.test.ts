import { describe, expect, it } from 'vitest';
import { get } from '../helpers';

describe('build id (product §7 builds/latest.json)', () => {
  it('is served uncached and matches the one published in every page', async () => {
    const response = await get('/builds/latest.json?t=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id } = (await response.json()) as { id: string };
    expect(id).toBeTruthy();
    const html = await (await get('/news')).text();
    expect(html).toContain(`<meta name="build-id" content="${id}"`);
  });
});
