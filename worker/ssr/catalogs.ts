import type { Messages } from '@lingui/core';
import { loadFormsCatalog } from '../../app/forms/texts-catalog';
import { locales, type LocaleCode } from '../../app/i18n/locales';
import { boundedMemo } from '../memo/bounded-memo';

// Every catalog is bundled into the worker; each is compiled once per isolate, when first needed.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

/** Catalogs already loaded in this isolate: every page request activates one, without importing it again. */
const loaded = boundedMemo<Messages>(locales.length, 16);

/**
 * A locale's page catalog with the forms' texts in it: the browser loads those with the forms (decision 125), but the
 * worker renders the forms whole into every page (decision 095) and answers their posts.
 */
export async function loadServerCatalog(code: LocaleCode): Promise<Messages> {
  const known = loaded.get(code);
  if (known) return known;
  const load = catalogs[`../../locales/${code}/messages.po`];
  if (!load) throw new Error(`No catalog for locale ${code}`);
  const [page, forms] = await Promise.all([load(), loadFormsCatalog(code)]);
  return loaded.remember(code, { ...page.messages, ...forms });
}
