// The Kontent environment's languages. Codenames equal the app's locale codes (product §2); the app's `default`
// locale reads `en`, which is the environment's default language. Every other language falls back to `en`.

export const languages = [
  { id: '00000000-0000-0000-0000-000000000000', codename: 'en', name: 'English (HQ)', fallback: null },
  { id: '6d2bd4b5-5a1d-4c39-9a53-3b2d8f7e0a01', codename: 'cs', name: 'Čeština', fallback: 'en' },
  { id: '6d2bd4b5-5a1d-4c39-9a53-3b2d8f7e0a02', codename: 'en_ie', name: 'English (Ireland)', fallback: 'en' },
  { id: '6d2bd4b5-5a1d-4c39-9a53-3b2d8f7e0a03', codename: 'fr_fr', name: 'Français', fallback: 'en' },
  { id: '6d2bd4b5-5a1d-4c39-9a53-3b2d8f7e0a04', codename: 'da_dk', name: 'Dansk', fallback: 'en' },
  { id: '6d2bd4b5-5a1d-4c39-9a53-3b2d8f7e0a05', codename: 'ro_ro', name: 'Română', fallback: 'en' },
  { id: '6d2bd4b5-5a1d-4c39-9a53-3b2d8f7e0a06', codename: 'bg_bg', name: 'Български', fallback: 'en' },
] as const;

export type LanguageCodename = (typeof languages)[number]['codename'];

export const defaultLanguage: LanguageCodename = 'en';

export const languageCodenames: readonly LanguageCodename[] = languages.map((l) => l.codename);

export const isLanguageCodename = (value: string): value is LanguageCodename => (languageCodenames as readonly string[]).includes(value);
