import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { ScreenTitle } from '../../components/page-title/ScreenTitle';
import { safeBacklink, safeLoginUrl, signInHref } from '../../guards/login-params';
import { useGuardPage } from '../../guards/useGuardPage';
import { localePath } from '../../i18n/paths';
import { useCurrentLocale } from '../../i18n/useCurrentScreen';
import { screenApi } from '../screen-route';

const loginScreen = screenApi('login');

const intro = msg({
  id: 'login.intro',
  message: 'The working area for retailers and importers: news, downloads, answers and contacts in one place.',
});
const who = msg({
  id: 'login.who',
  message: 'Sign in with your company account through the brand’s single sign-on. You will come straight back to the page you wanted.',
});
const action = msg({ id: 'login.action', message: 'Sign in' });
const unavailable = msg({
  id: 'login.unavailable',
  message: 'Sign-in is not available at the moment. Please try again in a little while.',
});
const retry = msg({ id: 'login.retry', message: 'Try again' });
const publicDoor = msg({ id: 'login.contact-us', message: 'No account? Write to us or sign up for the newsletter' });

/**
 * product §2 login screen. The query is untrusted: the sign-in action goes to `url` only when it belongs to a
 * configured provider, and carries `backlink` only when it is a path on this site (app/guards/login-params).
 */
export default function LoginPage() {
  const { i18n } = useLingui();
  const search = loginScreen.useSearch();
  const { pathname } = useLocation();
  const locale = useCurrentLocale();
  const guard = useGuardPage();
  const basePath = guard?.config.basePath ?? '';
  const backlink = safeBacklink(search.backlink, basePath);
  const loginUrl = safeLoginUrl(search.url, guard?.config.providerOrigins ?? []);
  const retryHref = `${basePath}${pathname}${backlink ? `?${new URLSearchParams({ backlink })}` : ''}`;
  return (
    <div className="screen screen--login">
      <ScreenTitle screen="login" />
      <p>{i18n._(intro)}</p>
      <p>{i18n._(who)}</p>
      {loginUrl ? (
        // A document navigation: the provider is another site (or, locally, the emulator's page).
        <a className="button login__action" href={signInHref(loginUrl, backlink)} rel="nofollow">
          {i18n._(action)}
        </a>
      ) : (
        <>
          <p role="status" className="login__unavailable">
            {i18n._(unavailable)}
          </p>
          <a className="button login__action" href={retryHref} rel="nofollow">
            {i18n._(retry)}
          </a>
        </>
      )}
      {/* product §1: the forms anyone may send, one step away (decision 114). */}
      <p className="login__public">
        <Link to={localePath(locale.code, 'contact-us')}>{i18n._(publicDoor)}</Link>
      </p>
    </div>
  );
}
