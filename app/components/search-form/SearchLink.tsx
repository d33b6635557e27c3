import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { localePath } from '../../i18n/paths';
import { useCurrentLocale } from '../../i18n/useCurrentScreen';
// The search field's styles too: the header's field is in the page from the first byte, its script after it
// (./search-form-slot.ts).
import './search-form.css';

export const submitLabel = msg({ id: 'search.submit', message: 'Search' });

/** Below xl, the header's way to search: a link to the search screen, whose own field works without JavaScript. */
export function SearchLink() {
  const { i18n } = useLingui();
  const locale = useCurrentLocale();
  return (
    <Link to={localePath(locale.code, 'search')} className="search-link">
      <SearchIcon />
      <span className="visually-hidden">{i18n._(submitLabel)}</span>
    </Link>
  );
}

export function SearchIcon() {
  return (
    <svg className="search-form__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
