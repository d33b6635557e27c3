import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link, useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isHttpError, statusOf } from '../../errors';
import { localeOfPath } from '../../i18n/locales';
import { localePath } from '../../i18n/paths';
import { CommonLayout } from '../../layouts/CommonLayout';
import { useDefaultLayoutData } from '../../layouts/default-layout-route';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';

const notFoundTitle = msg({ id: 'error.404.title', message: 'Page not found' });
const notFoundDescription = msg({
  id: 'error.404.description',
  message: 'The page you are looking for does not exist or has been moved.',
});
const unexpectedTitle = msg({ id: 'error.unexpected.title', message: 'Something went wrong' });
const backText = msg({ id: 'common.back', message: 'Back' });

interface ErrorViewProps {
  status: number;
  title: string;
  description?: string;
  detail?: string;
  onBack?: () => void;
}

/** product §2 error screen: an icon, a title and, except on server errors, the back button to the home page. */
function ErrorView({ status, title, description, detail, onBack }: ErrorViewProps) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  return (
    <section className="error-screen" data-status={status}>
      <svg className="error-screen__icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 13v14" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="24" cy="34" r="2.4" fill="currentColor" />
      </svg>
      <h1 className="error-screen__title">{title}</h1>
      {description ? <p className="error-screen__description">{description}</p> : null}
      {detail ? <p className="error-screen__detail">{detail}</p> : null}
      {status >= 500 ? null : (
        <Link to={localePath(localeOfPath(pathname).code, 'index')} className="button" onClick={onBack}>
          {i18n._(backText)}
        </Link>
      )}
    </section>
  );
}

/**
 * The chrome around an error shown in place of the layout: the header and footer, both hidden for server errors.
 * A screen's not-found is handled by its default layout route (app/router.tsx), whose navigation and footer from
 * content are loaded and hydrated with the page; the fixed ones stand in only when no default layout loaded (a
 * not-found at the root) or its content failed.
 */
function ErrorChrome({ status, children }: { status: number; children: React.ReactNode }) {
  const serverError = status >= 500;
  const { navigation, footer } = useDefaultLayoutData();
  return (
    <CommonLayout header={serverError ? undefined : <Header navigation={navigation} />} footer={serverError ? undefined : <Footer footer={footer} />}>
      {children}
    </CommonLayout>
  );
}

/**
 * The 404 screen for an unknown article, experience or path under a locale (the default layout route's not-found) or
 * an unmatched route (the root's) (product §8 'Page not found: {path}').
 */
export function NotFoundScreen() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const title = i18n._(notFoundTitle);
  return (
    <ErrorChrome status={404}>
      <title>{title}</title>
      <ErrorView status={404} title={title} description={i18n._(notFoundDescription)} detail={`Page not found: ${pathname}`} />
    </ErrorChrome>
  );
}

function RouteError({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui();
  const status = statusOf(error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  // Only our own errors carry a message meant for people; anything else could leak internals.
  const title = isHttpError(error) ? error.message : i18n._(unexpectedTitle);
  return <ErrorView status={status} title={title} onBack={reset} />;
}

/**
 * An error in a screen, shown inside its layout. The layout hides its own header and footer for server errors
 * (see DefaultLayout), so the screen only draws the error itself.
 */
export function ScreenErrorScreen(props: ErrorComponentProps) {
  return <RouteError {...props} />;
}

/** An error before any layout rendered (the root itself failed): the error with its own chrome. */
export function RootErrorScreen(props: ErrorComponentProps) {
  return (
    <ErrorChrome status={statusOf(props.error)}>
      <RouteError {...props} />
    </ErrorChrome>
  );
}
