import type { Messages } from '@lingui/core';
import { locales, type LocaleCode } from '../../app/i18n/locales';
import { boundedMemo } from '../memo/bounded-memo';

// Every catalog is bundled into the worker; each is compiled once per isolate, when first needed.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

/** Catalogs already loaded in this isolate: every page request activates one, without importing it again. */
const loaded = boundedMemo<Messages>(locales.length, 16);

export async function loadServerCatalog(code: LocaleCode): Promise<Messages> {
  const known = loaded.get(code);
  if (known) return known;
  const load = catalogs[`../../locales/${code}/messages.po`];
  if (!load) throw new Error(`No catalog for locale ${code}`);
  return loaded.remember(code, (await load()).messages);
}
