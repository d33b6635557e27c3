/**
 * The eight locale variants of the site (product §2). `code` is the route prefix and the Lingui catalog name;
 * `language` is the Kontent language the pages of that variant read.
 */
export const locales = [
  { code: 'default', prefix: '', label: 'English', tag: 'en', language: 'en' },
  { code: 'en', prefix: '/en', label: 'English (HQ)', tag: 'en-GB', language: 'en' },
  { code: 'cs', prefix: '/cs', label: 'Čeština', tag: 'cs-CZ', language: 'cs' },
  { code: 'en_ie', prefix: '/en_ie', label: 'Ireland', tag: 'en-IE', language: 'en_ie' },
  { code: 'fr_fr', prefix: '/fr_fr', label: 'Français', tag: 'fr-FR', language: 'fr_fr' },
  { code: 'da_dk', prefix: '/da_dk', label: 'Dansk', tag: 'da-DK', language: 'da_dk' },
  { code: 'ro_ro', prefix: '/ro_ro', label: 'Română', tag: 'ro-RO', language: 'ro_ro' },
  { code: 'bg_bg', prefix: '/bg_bg', label: 'Български', tag: 'bg-BG', language: 'bg_bg' },
] as const;

export type Locale = (typeof locales)[number];
export type LocaleCode = Locale['code'];

/** product §9: "Default locale en" — the unprefixed variant, whose pages read the `en` content language. */
export const defaultLocale: Locale = locales[0];

export const localeCodes: readonly LocaleCode[] = locales.map((locale) => locale.code);

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

export function getLocale(code: LocaleCode): Locale {
  return locales.find((locale) => locale.code === code) ?? defaultLocale;
}

/**
 * The locale a path belongs to, read from its first segment (unprefixed paths are the default locale). Asked many times
 * for every page (guards, links, head tags): no array of segments.
 */
export function localeOfPath(pathname: string): Locale {
  const end = pathname.indexOf('/', 1);
  const first = end === -1 ? pathname : pathname.slice(0, end);
  return locales.find((locale) => locale.prefix === first) ?? defaultLocale;
}

/** product §9: the locale cookie. */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const;
