import { defaultLocale, getLocale } from '../i18n/locales';
import { localePath } from '../i18n/paths';
import { knownLocaleCodes } from './facts';
import type { GuardInput, GuardOutcome, LanguageListItem } from './types';
import { userOf } from './visitor';

/** Whether guard 4 needs the language list at all: signed in, not on the login page, not checked yet. */
export function needsLanguages({ facts, state, visitor }: GuardInput): boolean {
  return !state.languagesLoaded && facts.screen !== 'login' && userOf(visitor) !== undefined;
}

/**
 * product §2 guard 4, §4. The content system's first language is its default. When the app has no locale of that
 * codename, the app's own default locale is applied and the visitor is sent to the same page in it (its localised
 * path: segments differ per locale); either way
 * the list is not read again (the languages-loaded flag turns true). An unreadable list is retried next time.
 */
export function decideLanguage(input: GuardInput, languages: readonly LanguageListItem[] | null): GuardOutcome {
  if (!needsLanguages(input) || !languages) return { kind: 'next' };
  const first = languages[0]?.codename;
  const loaded = { languagesLoaded: true };
  if (first === undefined || knownLocaleCodes.includes(first as (typeof knownLocaleCodes)[number])) return { kind: 'next', state: loaded };
  const { facts } = input;
  if (facts.locale === defaultLocale.code) return { kind: 'next', state: loaded };
  return { kind: 'redirect', to: `${localisedPath(facts)}${facts.search}`, state: loaded };
}

/**
 * The same page in the default locale: named screens by their segment there (/cs/kontakty → /contacts), articles
 * by their slug; a path no route matches keeps its rest, to be the default locale's 404.
 */
function localisedPath(facts: GuardInput['facts']): string {
  const rest = facts.pathname.slice(getLocale(facts.locale).prefix.length).replace(/^\/+/, '');
  if (facts.screen === undefined) return `${defaultLocale.prefix}/${rest}`;
  return localePath(defaultLocale.code, facts.screen, facts.screen === 'articles-slug' ? rest : '');
}
