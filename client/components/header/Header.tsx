import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { localePath } from '../../i18n/paths';
import { useCurrentScreen } from '../../i18n/useCurrentScreen';
import type { ScreenName } from '../../routes/screens';
import { screenTitles } from '../../routes/titles';
import { Logo } from '../logo/Logo';
import { LanguageLinks } from './LanguageLinks';

const sections: readonly ScreenName[] = ['news', 'downloads', 'faq', 'contacts'];
const navigationLabel = msg({ id: 'header.navigation', message: 'Main navigation' });

/** The site header (64 px). The content-managed three-level navigation replaces the fixed sections later. */
export function Header() {
  const { i18n } = useLingui();
  const { locale, screen } = useCurrentScreen();
  return (
    <header className="header">
      <div className="header__inner">
        <Link to={localePath(locale.code, 'index')} className="header__home">
          <Logo />
        </Link>
        <nav aria-label={i18n._(navigationLabel)} className="header__nav">
          <ul>
            {sections.map((section) => (
              <li key={section}>
                <Link
                  to={localePath(locale.code, section)}
                  aria-current={screen === section ? 'page' : undefined}
                  className="header__link"
                >
                  {i18n._(screenTitles[section])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageLinks />
      </div>
    </header>
  );
}
