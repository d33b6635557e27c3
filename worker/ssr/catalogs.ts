import type { Messages } from '@lingui/core';
import type { LocaleCode } from '../../client/i18n/locales';

// Every catalog is bundled into the worker; each is compiled once per isolate, when first needed.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

export async function loadServerCatalog(code: LocaleCode): Promise<Messages> {
  const load = catalogs[`../../locales/${code}/messages.po`];
  if (!load) throw new Error(`No catalog for locale ${code}`);
  return (await load()).messages;
}
