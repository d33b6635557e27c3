import { describe, expect, it } from 'vitest';
import { screenOfPageType, screens, segmentFor, siteMapScreens } from './screens';
import { screenTitles } from './titles';
import { localeCodes } from '../i18n/locales';

describe('the screen table, from the screens’ folders', () => {
  it('gives every screen a segment in every locale, and no two named screens one path in a locale', () => {
    for (const code of localeCodes) {
      const named = screens.filter((screen) => screen.name !== 'articles-slug').map((screen) => segmentFor(screen, code));
      expect(named.every((segment) => typeof segment === 'string')).toBe(true);
      expect(new Set(named).size, code).toBe(named.length);
    }
    expect(segmentFor(screens.find((screen) => screen.name === 'faq')!, 'en_ie')).toBe('faq');
    expect(segmentFor(screens.find((screen) => screen.name === 'contacts')!, 'cs')).toBe('kontakty');
    expect(segmentFor(screens.find((screen) => screen.name === 'contacts')!, 'fr_fr')).toBe('contacts');
  });

  it('keeps the catch-all last, so that every named screen wins over it', () => {
    expect(screens.at(-1)?.name).toBe('articles-slug');
  });

  it('derives the titles, the page types’ screens and the site map from the declarations', () => {
    expect(Object.keys(screenTitles)).toEqual(screens.map((screen) => screen.name));
    expect(Object.fromEntries(Object.entries(screenOfPageType).map(([type, screen]) => [type, screen.name]))).toEqual({
      home_page: 'index',
      contacts_page: 'contacts',
      downloads_page: 'downloads',
      faq_page: 'faq',
      news_page: 'news',
    });
    expect(siteMapScreens.map((screen) => screen.name)).toEqual(['index', 'news', 'downloads', 'faq', 'contacts']);
  });
});
