import { describe, expect, it } from 'vitest';
import { get, getAnonymous } from '../helpers';

// An address under the API prefixes that no endpoint answers is an API's 404, JSON, for every method: not a
// page, not the login redirect a document gets (a client of the API reads JSON, and a page's HTML is not one).
describe('an unknown API address', () => {
  const unknown = ['/api/nothing-here', '/api/session/nothing-here', '/api/preview/nothing-here', '/nuxt-api/nothing-here'];
  /** Under a namespace for signed-in visitors: a signed-out one is told to sign in before anything else. */
  const protectedUnknown = ['/api/navigation', '/api/search/nothing-here', '/nuxt-api/kontent-proxy/nothing-here'];

  it('answers 404 with a JSON error, signed in and signed out', async () => {
    for (const path of [...unknown, ...protectedUnknown]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
    for (const path of unknown) {
      const response = await getAnonymous(path);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({ error: 'Not found' });
    }
    for (const path of protectedUnknown) {
      const response = await getAnonymous(path);
      expect(response.status, path).toBe(401);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('leaves the endpoints and the pages as they were', async () => {
    expect((await get('/api/session')).status).toBe(200);
    expect((await get('/api/navigation/en')).status).toBe(200);
    expect((await getAnonymous('/api/navigation/en')).status).toBe(401);
    const page = await get('/news');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // A page path that only starts like one is a page (an article's slug may be anything).
    expect((await get('/apiary')).headers.get('content-type')).toMatch(/^text\/html/);
  });
});
