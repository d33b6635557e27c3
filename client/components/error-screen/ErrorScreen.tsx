import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Link, useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { HttpError, statusOf } from '../../errors';
import { localeOfPath } from '../../i18n/locales';
import { localePath } from '../../i18n/paths';
import { CommonLayout } from '../../layouts/CommonLayout';
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

/**
 * SPEC §2 error screen: an icon and a title. Server errors (500 and above) hide the header and the back button,
 * since the shell itself may be what failed.
 */
function ErrorView({ status, title, description, detail, onBack }: ErrorViewProps) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const serverError = status >= 500;
  return (
    <CommonLayout header={serverError ? undefined : <Header />} footer={serverError ? undefined : <Footer />}>
      <section className="error-screen" data-status={status}>
        <svg className="error-screen__icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
          <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M24 13v14" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
          <circle cx="24" cy="34" r="2.4" fill="currentColor" />
        </svg>
        <h1 className="error-screen__title">{title}</h1>
        {description ? <p className="error-screen__description">{description}</p> : null}
        {detail ? <p className="error-screen__detail">{detail}</p> : null}
        {serverError ? null : (
          <Link to={localePath(localeOfPath(pathname).code, 'index')} className="button" onClick={onBack}>
            {i18n._(backText)}
          </Link>
        )}
      </section>
    </CommonLayout>
  );
}

export function NotFoundScreen() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  return (
    <ErrorView
      status={404}
      title={i18n._(notFoundTitle)}
      description={i18n._(notFoundDescription)}
      detail={`Page not found: ${pathname}`}
    />
  );
}

export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui();
  const status = statusOf(error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (status === 404) return <NotFoundScreen />;
  // Only our own errors carry a message meant for people; anything else could leak internals.
  const title = error instanceof HttpError ? error.message : i18n._(unexpectedTitle);
  return <ErrorView status={status} title={title} onBack={reset} />;
}
