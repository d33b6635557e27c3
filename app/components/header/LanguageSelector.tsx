import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type ToggleEvent } from 'react';
import { afterNextPaint } from '../../dom';
import { locales } from '../../i18n/locales';
import { rememberLocale } from '../../i18n/locale-cookie';
import { localePath } from '../../i18n/paths';
import { useCurrentScreen } from '../../i18n/useCurrentScreen';
import './header.css';

const label = msg({ id: 'header.language', message: 'Language' });

/**
 * product §2 language selector: the page being shown in each of the eight variants (home when the page has no screen,
 * e.g. 404). The list is a native popover: the browser toggles it from the button, closes it on an outside click
 * and on Escape, and returns focus, before and after hydration alike. Choosing a language sets i18n_redirected.
 */
export function LanguageSelector() {
  const { i18n } = useLingui();
  const { locale, screen, slug } = useCurrentScreen();
  const listId = `languages-${useId().replaceAll(':', '')}`;
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    // The other locales' routes join the browser's router (so a hovered link can preload), right after the open list
    // has painted: processing them is a long task on a phone (decision 049), which the tap's answer need not wait for.
    // The links themselves are rendered already.
    if (event.newState === 'open') afterNextPaint(() => router.options.context.addAllLocales?.());
    setOpen(event.newState === 'open');
  };
  return (
    <div className="languages">
      <button type="button" className="languages__toggle" popoverTarget={listId} aria-expanded={open}>
        <GlobeIcon />
        <span className="visually-hidden">{i18n._(label)}: </span>
        <span lang={locale.tag}>{locale.label}</span>
      </button>
      <div id={listId} ref={list} popover="auto" className="languages__popover" onToggle={onToggle}>
        <ul className="languages__list">
          {locales.map((target) => (
            <li key={target.code}>
              <Link
                to={localePath(target.code, screen ?? 'index', slug)}
                hrefLang={target.tag}
                lang={target.tag}
                onClick={(event) => {
                  rememberLocale(target.code, event.currentTarget.ownerDocument);
                  list.current?.hidePopover?.();
                }}
                className="languages__link"
                activeOptions={{ exact: true }}
              >
                {target.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg className="languages__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}
