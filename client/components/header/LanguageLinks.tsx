import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { locales } from '../../i18n/locales';
import { rememberLocale } from '../../i18n/locale-cookie';
import { localePath } from '../../i18n/paths';
import { useCurrentScreen } from '../../i18n/useCurrentScreen';

const label = msg({ id: 'header.language', message: 'Language' });

/**
 * Links to the page being shown in every locale variant (home when the page has no screen, e.g. 404). The router
 * marks the current one with aria-current="page".
 */
export function LanguageLinks() {
  const { i18n } = useLingui();
  const { locale, screen, slug } = useCurrentScreen();
  return (
    <details className="languages">
      <summary className="languages__toggle">
        <span className="visually-hidden">{i18n._(label)}: </span>
        {locale.label}
      </summary>
      <ul className="languages__list">
        {locales.map((target) => (
          <li key={target.code}>
            <Link
              to={localePath(target.code, screen ?? 'index', slug)}
              hrefLang={target.tag}
              lang={target.tag}
              onClick={() => rememberLocale(target.code)}
              className="languages__link"
            >
              {target.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
