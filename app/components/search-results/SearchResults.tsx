import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { useGuardPage } from '../../guards/useGuardPage';
import { localeOfPath } from '../../i18n/locales';
import { localePath } from '../../i18n/paths';
import { matchedParts } from '../../search/matched-parts';
import type { SearchView } from '../../search/results-view';
import { Pagination } from '../pagination/Pagination';
import { formatNumber } from '../../i18n/formats';
import './search-results.css';

const idle = msg({ id: 'search.idle', message: 'Enter a word or two to search the site.' });
// The count written by formatNumber, not as `#`: Lingui writes `#` with an Intl.NumberFormat (decision 134).
const found = (count: number, shown: string, query: string) =>
  msg({ id: 'search.count', message: plural(count, { one: `${shown} result for “${query}”`, other: `${shown} results for “${query}”` }) });
const none = (query: string) => msg({ id: 'search.empty', message: `No results for “${query}”.` });
const noneHint = msg({ id: 'search.empty.hint', message: 'Check the spelling, or try a more general word.' });
const noMore = (query: string) => msg({ id: 'search.empty.page', message: `No more results for “${query}”.` });
const unavailable = msg({ id: 'search.unavailable', message: 'Search is not available right now. Please try again later.' });
const busy = msg({ id: 'search.busy', message: 'You have searched many times in a short while. Please wait a minute and try again.' });
const signIn = msg({ id: 'search.signIn', message: 'The site’s pages are for the brand’s retailers and importers: sign in to search them.' });
const signInAction = msg({ id: 'search.signIn.action', message: 'Sign in' });

/**
 * The way to sign in from a signed-out search (decision 111): the locale's login page, which comes back to this
 * search (its first page) once the provider has signed the visitor in. A document navigation: the login guard adds
 * the provider's address.
 */
function SignInLink({ query }: { query: string }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const basePath = useGuardPage()?.config.basePath ?? '';
  const backlink = `${basePath}${pathname}?${new URLSearchParams({ q: query })}`;
  const login = `${basePath}${localePath(localeOfPath(pathname).code, 'login')}?${new URLSearchParams({ backlink })}`;
  return (
    <a className="button search-results__sign-in" href={login} rel="nofollow">
      {i18n._(signInAction)}
    </a>
  );
}

/** A snippet with the words searched for in `<mark>`, as search engines show them (the title is bold already). */
function Marked({ text, query }: { text: string; query: string }) {
  // The parts are in a fixed order for one text and query, so their positions are stable keys.
  // biome-ignore lint/suspicious/noArrayIndexKey: see above
  return matchedParts(text, query).map((part, index) => (part.matched ? <mark key={index}>{part.text}</mark> : part.text));
}

/**
 * What a search found (product §1; decision 085): the count in a status region, so a screen reader announces each new
 * search; the results as linked headings with their snippets; paging; an empty state; and a failure said in the
 * site's words only.
 */
export function SearchResults({ view }: { view: SearchView }) {
  const { i18n } = useLingui();
  const signingIn = view.state === 'failed' && view.failure === 'sign-in';
  const status = (() => {
    switch (view.state) {
      case 'idle':
        return i18n._(idle);
      case 'failed':
        return i18n._(view.failure === 'busy' ? busy : view.failure === 'sign-in' ? signIn : unavailable);
      case 'results':
        if (view.results.length) return i18n._(found(view.total, formatNumber(i18n, view.total), view.query));
        return i18n._(view.total ? noMore(view.query) : none(view.query));
      default:
        // Every state has its words: a new one does not compile until it has them.
        return view satisfies never;
    }
  })();
  return (
    <div className="search-results">
      <p role="status" className={`search-results__status search-results__status--${signingIn ? 'sign-in' : view.state}`}>
        {status}
      </p>
      {signingIn ? <SignInLink query={view.query} /> : null}
      {view.state === 'results' && view.total === 0 ? <p className="search-results__hint">{i18n._(noneHint)}</p> : null}
      {view.state === 'results' && view.results.length ? (
        <ol className="search-results__list">
          {view.results.map((result) => (
            <li key={result.key} className="search-results__item">
              <h2 className="search-results__title">
                <Link to={result.href}>{result.title}</Link>
              </h2>
              {result.snippet ? (
                <p className="search-results__snippet">
                  <Marked text={result.snippet} query={view.query} />
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {view.state === 'results' ? <Pagination page={view.page} pageCount={view.pageCount} /> : null}
    </div>
  );
}
