import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Await, Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { NavigationItem } from '../../content/queries/navigation';
import { localePath } from '../../i18n/paths';
import { useCurrentScreen } from '../../i18n/useCurrentScreen';
import type { ScreenName } from '../../routes/screens';
import { screenTitles } from '../../routes/titles';
import { Logo } from '../logo/Logo';
import { LanguageLinks } from './LanguageLinks';

const sections: readonly ScreenName[] = ['news', 'downloads', 'faq', 'contacts'];
const navigationLabel = msg({ id: 'header.navigation', message: 'Main navigation' });

/**
 * The site header (64 px). Its logo and language choice render at once; the content-managed navigation streams
 * in when the content service answers, with the site's fixed sections shown until then or when there is none.
 */
export function Header({ navigation }: { navigation?: Promise<NavigationItem[]> }) {
  const { i18n } = useLingui();
  const { locale } = useCurrentScreen();
  const fixed = <SectionLinks />;
  return (
    <header className="header">
      <div className="header__inner">
        <Link to={localePath(locale.code, 'index')} className="header__home">
          <Logo />
        </Link>
        <nav aria-label={i18n._(navigationLabel)} className="header__nav">
          {navigation ? (
            <Suspense fallback={fixed}>
              <Await promise={navigation}>{(items) => (items.length ? <NavigationLinks items={items} /> : fixed)}</Await>
            </Suspense>
          ) : (
            fixed
          )}
        </nav>
        <LanguageLinks />
      </div>
    </header>
  );
}

function SectionLinks() {
  const { i18n } = useLingui();
  const { locale, screen } = useCurrentScreen();
  return (
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
  );
}

function NavigationLinks({ items }: { items: NavigationItem[] }) {
  return (
    <ul data-source="content">
      {items.map((item) => (
        <li key={item.title}>
          {item.href ? (
            <Link to={item.href} className="header__link">
              {item.title}
            </Link>
          ) : (
            <span className="header__link">{item.title}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
