import type { LocaleCode } from '../i18n/locales';

/**
 * Every screen of product §2 with its path segment per locale. The route table is generated from this list, so a
 * screen exists in every locale variant by construction.
 */
export type ScreenName = 'index' | 'login' | 'dashboard' | 'contacts' | 'downloads' | 'faq' | 'news' | 'styleguide' | 'search' | 'articles-slug';

export type LayoutName = 'default' | 'login' | 'none';

type Segment = string | ({ readonly default: string } & Partial<Record<LocaleCode, string>>);

export interface Screen {
  readonly name: ScreenName;
  readonly segment: Segment;
  readonly layout: LayoutName;
  /** Article pages are tracked differently (product §2 guards 2 and 3). */
  readonly article?: true;
}

const shortFaq = { default: 'faqs', en_ie: 'faq', fr_fr: 'faq', da_dk: 'faq', ro_ro: 'faq', bg_bg: 'faq' } as const;

export const screens: readonly Screen[] = [
  { name: 'index', segment: '', layout: 'default' },
  { name: 'login', segment: 'login', layout: 'login' },
  { name: 'dashboard', segment: 'dashboard', layout: 'none' },
  { name: 'contacts', segment: { default: 'contacts', cs: 'kontakty' }, layout: 'default' },
  { name: 'downloads', segment: { default: 'downloads', cs: 'soubory-ke-stazeni' }, layout: 'default' },
  { name: 'faq', segment: shortFaq, layout: 'default' },
  { name: 'news', segment: { default: 'news', cs: 'novinky' }, layout: 'default' },
  { name: 'styleguide', segment: 'styleguide', layout: 'default' },
  // Site search (product §1; decision 085): localized like product §2's other screens, in Czech only.
  { name: 'search', segment: { default: 'search', cs: 'hledani' }, layout: 'default' },
  // The catch-all comes last so that every named screen wins over it.
  { name: 'articles-slug', segment: '$', layout: 'default', article: true },
];

export function segmentFor(screen: Screen, locale: LocaleCode): string {
  if (typeof screen.segment === 'string') return screen.segment;
  return screen.segment[locale] ?? screen.segment.default;
}

export function getScreen(name: ScreenName): Screen {
  const screen = screens.find((candidate) => candidate.name === name);
  if (!screen) throw new Error(`Unknown screen ${name}`);
  return screen;
}
