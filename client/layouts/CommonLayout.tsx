import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

const skipLabel = msg({ id: 'layout.skip', message: 'Skip to content' });

/** SPEC §2 layout "common": what every page with a layout shares — the skip link and the main landmark. */
export function CommonLayout({ header, footer, children }: { header?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="page">
      <a href="#main" className="skip-link">
        {i18n._(skipLabel)}
      </a>
      {header}
      <main id="main" className="page__main" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
