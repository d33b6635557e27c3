import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useGuardPage } from '../../guards/useGuardPage';

const label = msg({ id: 'consent.settings', message: 'Cookie settings' });

/**
 * "Cookie settings" in the footer of every layout (decision 113): tracking's document listener opens the consent
 * dialog on a click (app/browser/tracking/tracker.ts), so the footer carries no script of its own. Only where the
 * built-in dialog asks: not in an editor's preview (no tracking) nor with the brand's own consent platform.
 */
export function CookieSettings() {
  const { i18n } = useLingui();
  const guard = useGuardPage();
  if (!guard?.config.tracking?.consentDialog) return null;
  return (
    <button type="button" className="footer__link footer__settings" data-consent-settings="">
      {i18n._(label)}
    </button>
  );
}

/** The login layout's footer: only the cookie settings, since nothing else there needs a signed-in user. */
export function LoginFooter() {
  const guard = useGuardPage();
  if (!guard?.config.tracking?.consentDialog) return null;
  return (
    <footer className="footer footer--login">
      <div className="footer__inner">
        <CookieSettings />
      </div>
    </footer>
  );
}
