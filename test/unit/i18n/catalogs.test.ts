import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../app/i18n/locales';

/** msgid → msgstr of a .po catalog (single-line entries, as Lingui writes them). */
function readCatalog(code: string, catalog: 'messages' | 'consent' | 'forms' = 'messages'): Map<string, string> {
  const text = readFileSync(new URL(`../../../locales/${code}/${catalog}.po`, import.meta.url), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) entries.set(match[1]!, match[2]!);
  return entries;
}

const source = readCatalog('default');

describe('Lingui catalogs', () => {
  it('the source catalog holds the ids the spec names', () => {
    for (const id of ['error.404.title', 'error.404.description', 'common.back']) expect(source.has(id)).toBe(true);
  });

  // Without the flag, Lingui reads the msgid as an English source text and compiles it under a hash of it: the app's
  // explicit id then finds no translation (seen after a merge of two catalogs' new entries).
  it.each(localeCodes.flatMap((code) => (['messages', 'consent', 'forms'] as const).map((catalog) => [code, catalog])))(
    '%s/%s.po marks every message as an explicit id',
    (code, catalog) => {
      const text = readFileSync(new URL(`../../../locales/${code}/${catalog}.po`, import.meta.url), 'utf8');
      const unmarked = text
        .split(/\n\n/)
        .filter((entry) => /^msgid "(.+)"$/m.test(entry) && !entry.includes('#. js-lingui-explicit-id'))
        .map((entry) => entry.match(/^msgid "(.+)"$/m)?.[1]);
      expect(unmarked).toEqual([]);
    },
  );

  for (const code of localeCodes) {
    it(`${code} translates every message and nothing else`, () => {
      const catalog = readCatalog(code);
      expect([...catalog.keys()].sort()).toEqual([...source.keys()].sort());
      // A group separator may be a space of its own (a no-break space in Czech, a narrow one in French).
      const missing = [...catalog].filter(([id, text]) => (id === 'format.number.group' ? text === '' : text.trim() === '')).map(([id]) => id);
      expect(missing).toEqual([]);
    });
  }

  // The consent dialog's own catalog, loaded with the dialog (decision 113).
  const consentSource = readCatalog('default', 'consent');
  for (const code of localeCodes) {
    it(`${code} translates every text of the consent dialog`, () => {
      const catalog = readCatalog(code, 'consent');
      expect([...catalog.keys()].sort()).toEqual([...consentSource.keys()].sort());
      expect(catalog.size).toBe(13);
      expect([...catalog].filter(([, text]) => text.trim() === '').map(([id]) => id)).toEqual([]);
      if (!['default', 'en', 'en_ie'].includes(code)) expect(catalog.get('consent.reject')).not.toBe(consentSource.get('consent.reject'));
    });
  }

  // The forms' own catalog, loaded with the forms (decision 125); app/forms/texts-catalog.ts takes one of its texts
  // for the whole catalog, so every locale must have all of them, and the page's catalog none.
  const formsSource = readCatalog('default', 'forms');
  for (const code of localeCodes) {
    it(`${code} translates every text of the forms, and its page catalog holds none of them`, () => {
      const catalog = readCatalog(code, 'forms');
      expect([...catalog.keys()].sort()).toEqual([...formsSource.keys()].sort());
      expect(catalog.has('form.requiredNote')).toBe(true);
      expect([...catalog].filter(([, text]) => text.trim() === '').map(([id]) => id)).toEqual([]);
      expect([...readCatalog(code).keys()].filter((id) => catalog.has(id))).toEqual([]);
    });
  }

  it('non-English catalogs are really translated', () => {
    for (const code of ['cs', 'fr_fr', 'da_dk', 'ro_ro', 'bg_bg']) {
      const catalog = readCatalog(code);
      expect(catalog.get('common.back')).not.toBe(source.get('common.back'));
      expect(catalog.get('error.404.title')).not.toBe(source.get('error.404.title'));
    }
  });
});
