import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useGuardPage } from '../../guards/useGuardPage';

const label = msg({ id: 'consent.settings', message: 'Cookie settings' });

/**
 * "Cookie settings" in the footer of every layout (decision 113): tracking's document listener opens the consent
 * dialog on a click (app/browser/tracking/tracker.ts), so the footer carries no script of its own. Only where the
 * built-in dialog asks: not in an editor's preview (no tracking) nor with the brand's own consent platform. With
 * `footer`, it is a footer of its own: the login layout's, which has nothing else there.
 */
export function CookieSettings({ footer = false }: { footer?: boolean }) {
  const { i18n } = useLingui();
  if (!useGuardPage()?.config.tracking?.consentDialog) return null;
  const button = (
    <button type="button" className="footer__link footer__settings" data-consent-settings="">
      {i18n._(label)}
    </button>
  );
  return footer ? (
    <footer className="footer footer--login">
      <div className="footer__inner">{button}</div>
    </footer>
  ) : (
    button
  );
}
