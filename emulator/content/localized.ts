// Translated source values. Demo data writes text once per language; `en_ie` may be omitted and then reads the
// `en` text (Irish English differs from HQ English only where the content says so).
import { type LanguageCodename, languageCodenames } from '../../app/content/model/index.ts';

export type Localized<T> = { readonly en: T; readonly en_ie?: T } & {
  readonly [L in Exclude<LanguageCodename, 'en' | 'en_ie'>]: T;
};

/** A source value that is either the same in every language or translated. */
export type MaybeLocalized<T> = T | Localized<T>;

export const isLocalized = <T>(value: MaybeLocalized<T>): value is Localized<T> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'en' in value &&
  'cs' in value &&
  Object.keys(value).every((key) => (languageCodenames as readonly string[]).includes(key));

export const pick = <T>(value: MaybeLocalized<T>, language: LanguageCodename): T => {
  if (!isLocalized(value)) return value;
  if (language === 'en_ie') return value.en_ie ?? value.en;
  return value[language];
};

const translatedLanguages = ['en', 'en_ie', 'cs', 'fr_fr', 'da_dk', 'ro_ro', 'bg_bg'] as const;

/** Builds a translated value from a per-language function (used to share markup around translated text). */
export const perLanguage = <T>(build: (language: LanguageCodename) => T): Localized<T> => {
  const out: Partial<Record<LanguageCodename, T>> = {};
  for (const language of translatedLanguages) out[language] = build(language);
  return out as Localized<T>;
};
