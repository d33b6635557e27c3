import { localeOfPath, locales, type LocaleCode } from '../i18n/locales';
import { screens, segmentFor, type ScreenName } from '../screens/screens';
import { trimTrailingSlashes } from '../url/trim-slashes';
import type { GuardFacts } from './types';

/** The screen a site path renders in its locale, as the route table matches it (articles take any other path). */
export function screenOfPath(pathname: string): { locale: LocaleCode; screen: ScreenName | undefined } {
  const locale = localeOfPath(pathname);
  const rest = trimTrailingSlashes(pathname.slice(locale.prefix.length));
  if (rest === '') return { locale: locale.code, screen: 'index' };
  const segment = rest.slice(1);
  const named = screens.find((screen) => screen.name !== 'articles-slug' && segmentFor(screen, locale.code) === segment);
  if (named) return { locale: locale.code, screen: named.name };
  return { locale: locale.code, screen: rest.startsWith('/') ? 'articles-slug' : undefined };
}

/** First value of each query key, as strings: what every guard reads from the query. */
export function queryOf(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  // Most pages are asked for without a query.
  if (search === '' || search === '?') return query;
  for (const [key, value] of new URLSearchParams(search)) if (!(key in query)) query[key] = value;
  return query;
}

/** The facts of a site path and query (base path already removed); the same function on both sides. */
export function factsOf(pathname: string, search: string, previous?: { pathname: string; search: string }): GuardFacts {
  const { locale, screen } = screenOfPath(pathname);
  const normalisedSearch = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return {
    pathname,
    query: queryOf(normalisedSearch),
    search: normalisedSearch,
    locale,
    screen,
    article: screen === 'articles-slug',
    ...(previous ? { previous: { pathname: previous.pathname, query: queryOf(previous.search) } } : {}),
  };
}

export const knownLocaleCodes: readonly LocaleCode[] = locales.map((locale) => locale.code);
