import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMatches, useNavigate, useRouter } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { localePath } from '../../i18n/paths';
import { useCurrentLocale } from '../../i18n/useCurrentScreen';
import { searchLimits, type SiteSearchQuery } from '../../search/site-search';
import { SearchIcon, submitLabel } from './SearchLink';

const landmarkLabel = msg({ id: 'search.landmark', message: 'Site search' });
const fieldLabel = msg({ id: 'search.field', message: 'Search the site' });
const placeholder = msg({ id: 'search.placeholder', message: 'Search…' });

/** The query of the search screen being shown, or empty on any other screen. */
function useShownQuery(): string {
  return useMatches({
    select: (matches) => {
      const leaf = matches.at(-1);
      // The search screen's query, as its validateSearch made it (app/screens/search-params.ts).
      return leaf?.staticData.screen === 'search' ? ((leaf.search as SiteSearchQuery).q ?? '') : '';
    },
  });
}

/**
 * The site search field (product §1; decision 085): a plain `GET` form to the locale's search screen with `q`, so it
 * works before and without JavaScript; once the page is hydrated it navigates in the app instead. It shows the
 * query of the search screen being shown. In the header (from xl), the mobile menu and on the search screen itself
 * (below xl, where the header has no field), so one search landmark shows at a time.
 */
export function SearchForm({ variant, onSearch }: { variant: 'header' | 'menu' | 'page'; onSearch?: () => void }) {
  const { i18n } = useLingui();
  const locale = useCurrentLocale();
  const router = useRouter();
  const navigate = useNavigate();
  const query = useShownQuery();
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const path = localePath(locale.code, 'search');
  // The form's own address, base path included, as a link to the screen would have.
  const action = router.buildLocation({ to: path }).publicHref;
  // A new query shown (a search made elsewhere, back and forward) replaces what the field holds, without
  // remounting it: the field keeps focus after its own search.
  useEffect(() => {
    if (field.current && field.current.value.trim() !== query.trim()) field.current.value = query;
  }, [query]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field named `q` is the form's only input.
    const q = (field.current?.value ?? '').trim();
    onSearch?.();
    const search: SiteSearchQuery = q ? { q } : {};
    void navigate({ to: path, search });
  };
  return (
    <search className={`search-form search-form--${variant}`} aria-label={i18n._(landmarkLabel)}>
      <form method="get" action={action} className="search-form__form" onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {i18n._(fieldLabel)}
        </label>
        <input
          ref={field}
          id={id}
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={searchLimits.queryLength}
          required
          placeholder={i18n._(placeholder)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="search-form__submit">
          <SearchIcon />
          <span className={variant === 'page' ? undefined : 'visually-hidden'}>{i18n._(submitLabel)}</span>
        </button>
      </form>
    </search>
  );
}
