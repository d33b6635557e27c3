import { describe, expect, it } from 'vitest';
import { get } from '../helpers';

/** The locale cookie among the response's cookies (pages also issue the XSRF-TOKEN cookie). */
const localeCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith('i18n_redirected=')) ?? null;

describe('i18n_redirected cookie (product §9)', () => {
  it('a first visit remembers the page locale for 365 days, path /, SameSite Lax', async () => {
    const response = await get('/fr_fr/news');
    expect(localeCookie(response)).toBe('i18n_redirected=fr_fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('a returning visitor to / goes to the locale they chose, keeping the query', async () => {
    const response = await get('/?web-spotlight=true', { cookie: 'i18n_redirected=cs' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/cs?web-spotlight=true');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('a first visit to / follows the browser language and remembers it', async () => {
    const response = await get('/', { 'accept-language': 'da-DK,da;q=0.9,en;q=0.8' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/da_dk');
    expect(response.headers.get('set-cookie')).toContain('i18n_redirected=da_dk');
  });

  it('English browsers stay on the default variant; the HQ variant is only chosen on purpose', async () => {
    for (const language of ['en-GB,en;q=0.9', 'en-US', 'de-DE,de;q=0.9']) {
      const response = await get('/', { 'accept-language': language });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toContain('i18n_redirected=default');
    }
  });

  it('an Irish browser is sent to the Ireland variant', async () => {
    const response = await get('/', { 'accept-language': 'en-IE,en;q=0.8' });
    expect(response.headers.get('location')).toBe('/en_ie');
  });

  it('a chosen default locale keeps / in place and an unknown cookie value is ignored', async () => {
    expect((await get('/', { cookie: 'i18n_redirected=default', 'accept-language': 'cs' })).status).toBe(200);
    const junk = await get('/', { cookie: 'i18n_redirected=%3Cscript%3E', 'accept-language': 'ro' });
    expect(junk.headers.get('location')).toBe('/ro_ro');
  });

  it('pages other than / are served as addressed whatever the cookie says', async () => {
    const response = await get('/bg_bg/news', { cookie: 'i18n_redirected=cs' });
    expect(response.status).toBe(200);
    expect(localeCookie(response)).toBeNull();
  });
});
