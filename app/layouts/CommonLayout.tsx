import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { usePageAttributes } from '../content/usePageAttributes';
import { paintFromHere } from './paint-marker';
import { UiStateProvider, useOnAfterPaint, useUiState } from './ui-state';

const skipLabel = msg({ id: 'layout.skip', message: 'Skip to content' });

/**
 * product §2 layout "common": what every page with a layout shares — the skip link, the main landmark and the shell's
 * UI state (menu, scroll lock, active navigation node).
 */
export function CommonLayout({ header, footer, children }: { header?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  return (
    <UiStateProvider>
      <Page header={header} footer={footer}>
        {children}
      </Page>
    </UiStateProvider>
  );
}

function Page({ header, footer, children }: { header?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  const { i18n } = useLingui();
  // While the mobile menu covers the page, the page is inert: Tab and screen readers stay in the header and menu.
  // From the frame after the menu showed (useOnAfterPaint): inert restyles the whole page.
  const covered = useOnAfterPaint(useUiState((state) => state.isMenuOpen && state.activeNode === null));
  // The page root names the Kontent environment and language for everything below it: the header navigation and
  // the footer come from content too, so the attributes sit above them and the main landmark (decision 077).
  const smartLink = usePageAttributes();
  return (
    <div className="page" {...smartLink}>
      <a href="#main" className="skip-link">
        {i18n._(skipLabel)}
      </a>
      {header}
      {/* The first paint waits for this (app/router.tsx): the header before it is then painted whole. */}
      <span id={paintFromHere} hidden />
      <main id="main" className="page__main" tabIndex={-1} inert={covered}>
        {children}
      </main>
      {footer ? <div inert={covered}>{footer}</div> : null}
    </div>
  );
}
