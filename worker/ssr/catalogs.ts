import type { Messages } from '@lingui/core';
import { loadFormsCatalog } from '../../app/forms/texts-catalog';
import { locales, type LocaleCode } from '../../app/i18n/locales';
import { boundedMemo } from '../../app/memo/bounded-memo';

// Every catalog is bundled into the worker; each is compiled once per isolate, when first needed.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');
const consentCatalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/consent.po');

/** Catalogs already loaded in this isolate: every page request activates one, without importing it again. */
const loaded = boundedMemo<Messages>(locales.length, 16);

/**
 * A locale's page catalog with the forms' and the consent dialog's texts in it: the browser loads those with the forms
 * (decision 125) and with a reopened dialog, but the worker renders the forms whole into every page (decision 095),
 * answers their posts and writes the dialog into a page that asks (decision 127).
 */
export async function loadServerCatalog(code: LocaleCode): Promise<Messages> {
  const known = loaded.get(code);
  if (known) return known;
  const load = catalogs[`../../locales/${code}/messages.po`];
  if (!load) throw new Error(`No catalog for locale ${code}`);
  const consent = consentCatalogs[`../../locales/${code}/consent.po`];
  const [page, forms, dialog] = await Promise.all([load(), loadFormsCatalog(code), consent?.()]);
  return loaded.remember(code, { ...page.messages, ...forms, ...dialog?.messages });
}
