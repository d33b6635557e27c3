import { describe, expect, it } from 'vitest';
import { getLocale, localeOfPath, locales } from './locales';
import { localePath } from './paths';

describe('locales (product §2)', () => {
  it('are the eight variants with their prefixes, labels and language tags', () => {
    expect(locales.map((locale) => [locale.code, locale.prefix, locale.tag])).toEqual([
      ['default', '', 'en'],
      ['en', '/en', 'en-GB'],
      ['cs', '/cs', 'cs-CZ'],
      ['en_ie', '/en_ie', 'en-IE'],
      ['fr_fr', '/fr_fr', 'fr-FR'],
      ['da_dk', '/da_dk', 'da-DK'],
      ['ro_ro', '/ro_ro', 'ro-RO'],
      ['bg_bg', '/bg_bg', 'bg-BG'],
    ]);
    expect(getLocale('cs').label).toBe('Čeština');
    expect(getLocale('bg_bg').label).toBe('Български');
  });

  it.each([
    ['/', 'default'],
    ['/news', 'default'],
    ['/cs/kontakty', 'cs'],
    ['/en_ie', 'en_ie'],
    ['/csx/news', 'default'],
    ['/cs/', 'cs'],
    ['/fr_fr?x=1', 'default'],
    ['//cs', 'default'],
    ['', 'default'],
    ['/CS/kontakty', 'default'],
    ['/en', 'en'],
    ['/en_iex', 'default'],
  ])('the locale of %j is read from its first segment: %s', (path, code) => {
    expect(localeOfPath(path).code).toBe(code);
  });
});

describe('localized paths', () => {
  it.each([
    ['default', 'index', '/'],
    ['cs', 'index', '/cs'],
    ['cs', 'contacts', '/cs/kontakty'],
    ['cs', 'downloads', '/cs/soubory-ke-stazeni'],
    ['cs', 'news', '/cs/novinky'],
    ['cs', 'faq', '/cs/faqs'],
    ['en', 'faq', '/en/faqs'],
    ['default', 'faq', '/faqs'],
    ['en_ie', 'faq', '/en_ie/faq'],
    ['fr_fr', 'faq', '/fr_fr/faq'],
    ['da_dk', 'faq', '/da_dk/faq'],
    ['ro_ro', 'faq', '/ro_ro/faq'],
    ['bg_bg', 'faq', '/bg_bg/faq'],
    ['fr_fr', 'login', '/fr_fr/login'],
    ['default', 'dashboard', '/dashboard'],
    ['bg_bg', 'styleguide', '/bg_bg/styleguide'],
  ] as const)('%s %s → %s', (code, screen, path) => {
    expect(localePath(code, screen)).toBe(path);
  });

  it('articles take their slug', () => {
    expect(localePath('da_dk', 'articles-slug', 'network/update')).toBe('/da_dk/network/update');
    expect(localePath('default', 'articles-slug', '/welcome')).toBe('/welcome');
  });
});
