import { HeadContent, Scripts, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadingBar } from '../components/loading-bar/LoadingBar';
import { SyncHookScript } from '../guards/SyncHookScript';
import { localeOfPath } from '../i18n/locales';
import '../styles/global.css';

/**
 * The HTML document around every screen, error screen included: the server streams it and the browser hydrates
 * `document` with the same tree.
 */
export function RootDocument({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  return (
    <html lang={locale.tag} dir="ltr" data-locale={locale.code}>
      <head>
        <HeadContent />
        <SyncHookScript />
      </head>
      <body>
        <LoadingBar />
        {children}
        <Scripts />
      </body>
    </html>
  );
}
