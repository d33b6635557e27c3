import { Link, Outlet } from '@tanstack/react-router';
import { CookieSettings } from '../components/footer/CookieSettings';
import '../components/footer/footer.css';
import { LanguageSelector } from '../components/header/LanguageSelector';
import { Logo } from '../components/logo/Logo';
import { localePath } from '../i18n/paths';
import { useCurrentLocale } from '../i18n/useCurrentScreen';
import { CommonLayout } from './CommonLayout';

/** product §2 layout "login": the brand and the language choice only, nothing that needs a signed-in user; the cookie settings below. */
export function LoginLayout() {
  const locale = useCurrentLocale();
  const header = (
    <header className="header header--login">
      <div className="header__inner">
        <Link to={localePath(locale.code, 'index')} className="header__home">
          <Logo />
        </Link>
        <LanguageSelector />
      </div>
    </header>
  );
  return (
    <CommonLayout header={header} footer={<CookieSettings footer />}>
      <div className="login-panel">
        <Outlet />
      </div>
    </CommonLayout>
  );
}
