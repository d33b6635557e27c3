import { describe, expect, it } from 'vitest';
import { createI18n, activateLocale } from '../../../app/i18n/setup';
import { locales } from '../../../app/i18n/locales';
import { localePath } from '../../../app/i18n/paths';
import { screens } from '../../../app/screens/screens';
import { screenTitles } from '../../../app/screens/titles';
import { loadServerCatalog } from '../../../worker/ssr/catalogs';
import { get, heading } from '../helpers';

const namedScreens = screens.filter((screen) => screen.name !== 'articles-slug');
// Content screens head their page with the content item's title (test/worker/pages); the others with the screen's.
const contentScreens = new Set(['index', 'contacts', 'downloads', 'faq', 'news', 'styleguide']);

describe('every screen in every locale', () => {
  for (const locale of locales) {
    for (const screen of namedScreens) {
      const path = localePath(locale.code, screen.name);
      it(`${path} answers 200 in ${locale.tag} with its translated title`, async () => {
        // A signed-in user on the login page is sent home (product §4): the login page is seen signed out, on its way
        // to the provider, as the login guard sends visitors there.
        const response =
          screen.name === 'login'
            ? await get(`${path}?url=%2F__emulator%2Fsign-in&backlink=%2F`, { cookie: `i18n_redirected=${locale.code}` }, { user: null })
            : await get(path, { cookie: `i18n_redirected=${locale.code}` });
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale.tag}"`);
        const i18n = createI18n();
        await activateLocale(i18n, locale.code, loadServerCatalog);
        if (contentScreens.has(screen.name)) expect(heading(html)).toBeTruthy();
        else expect(heading(html)).toBe(i18n._(screenTitles[screen.name]));
      });
    }
  }
});

describe('localized paths', () => {
  it.each([
    ['/cs/kontakty', 'Kontakty'],
    ['/cs/soubory-ke-stazeni', 'Soubory ke stažení'],
    ['/cs/novinky', 'Novinky'],
    ['/cs/faqs', 'Časté dotazy'],
    ['/faqs', 'Frequently asked questions'],
    ['/en/faqs', 'Frequently asked questions'],
    ['/fr_fr/faq', 'Questions fréquentes'],
    ['/da_dk/faq', 'Ofte stillede spørgsmål'],
    ['/bg_bg/news', 'Новини'],
    ['/ro_ro/news', 'Știri'],
    ['/ro_ro/downloads', 'Descărcări'],
    ['/en_ie/contacts', 'Contacts'],
  ])('%s is the screen titled %s', async (path, title) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(heading(await response.text())).toBe(title);
  });

  it.each(['/cs/contacts', '/cs/downloads', '/cs/news', '/fr_fr/faqs', '/faq', '/en/faq', '/cs/faq'])(
    '%s is not a screen of that locale and answers 404',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
    },
  );
});

describe('layouts', () => {
  it('the dashboard renders without a layout: no header, no footer', async () => {
    const html = await (await get('/dashboard')).text();
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(heading(html)).toBe('Dashboard');
  });

  it('the login page uses the login layout: brand and language, no site navigation or site footer', async () => {
    const html = await (await get('/cs/login?url=%2F__emulator%2Fsign-in&backlink=%2Fcs', {}, { user: null })).text();
    expect(html).toContain('header--login');
    expect(html).not.toContain('aria-label="Hlavní navigace"');
    // Its only footer is the cookie settings' (decision 113): no footer links, no copyright from content.
    expect(html).not.toContain('id="footer"');
    expect(html).not.toContain('footer__nav');
    expect(heading(html)).toBe('Přihlášení');
  });

  it('other screens use the default layout with header navigation and footer', async () => {
    const html = await (await get('/da_dk/news')).text();
    expect(html).toContain('aria-label="Hovednavigation"');
    expect(html).toContain('<footer');
  });
});
