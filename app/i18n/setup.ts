import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { getLocale, type LocaleCode } from './locales';

export type CatalogLoader = (code: LocaleCode) => Promise<Messages>;

/** One Lingui instance per request on the server and one per page in the browser. */
export function createI18n(): I18n {
  const i18n = setupI18n();
  // product §8: missing translations produce a warning (and fall back to the message id).
  i18n.on('missing', ({ locale, id }) => console.warn(`Missing translation for "${id}" in locale ${locale}`));
  return i18n;
}

/**
 * Loads and activates the catalog of a locale. Intl needs BCP 47 tags, so the locale's language tag is passed for
 * plural and number rules while the catalog keeps the route prefix as its name.
 */
export async function activateLocale(i18n: I18n, code: LocaleCode, load: CatalogLoader): Promise<void> {
  if (i18n.locale === code) return;
  let messages: Messages;
  try {
    messages = await load(code);
  } catch (error) {
    console.error('Failed locale loading', error);
    throw error;
  }
  i18n.loadAndActivate({ locale: code, locales: [getLocale(code).tag], messages });
}
