import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { localePath } from '../../i18n/paths';
import { useCurrentScreen } from '../../i18n/useCurrentScreen';
import type { ScreenName } from '../../routes/screens';
import { screenTitles } from '../../routes/titles';

const links: readonly ScreenName[] = ['index', 'news', 'downloads', 'faq', 'contacts', 'dashboard', 'styleguide'];
const label = msg({ id: 'footer.navigation', message: 'Site map' });

/** The site footer; its content-managed links arrive with the footer content type. */
export function Footer() {
  const { i18n } = useLingui();
  const { locale } = useCurrentScreen();
  return (
    <footer className="footer" id="footer">
      <nav aria-label={i18n._(label)}>
        <ul className="footer__links">
          {links.map((screen) => (
            <li key={screen}>
              <Link to={localePath(locale.code, screen)} className="footer__link">
                {i18n._(screenTitles[screen])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer__copy">© Retailer Experience</p>
    </footer>
  );
}
