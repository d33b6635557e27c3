import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useState } from 'react';
import type { DataAttributes } from '../../content/smart-link';
import { deferred } from '../../deferred';

const label = msg({ id: 'header.administration', message: 'Administration' });

/** The call's code loads with the click: every page shows the button, few visitors press it (app/deferred.tsx). */
const registration = deferred(() => import('./registration'));

/**
 * product §2 and §6: shown when the navigation links to the register anchor, and for editors it is that navigation
 * entry (`attributes`: its item and title, though the label is the site's own). A click registers the user with the
 * content tool (busy meanwhile: wait cursor, aria-busy) and then opens the tool in a new tab. On failure it logs
 * 'Failed to register user.' and the button is ready again.
 */
export function AdministrationButton({ className = '', attributes }: { className?: string; attributes?: DataAttributes }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) return;
    // React clears the event's target once the handler's first part has run: the page is kept before any await.
    const page = event.currentTarget.ownerDocument;
    setBusy(true);
    try {
      const { registerUser } = await registration.load();
      const url = await registerUser(router.basepath === '/' ? '' : router.basepath, fetch, page.cookie);
      page.defaultView?.open(url, '_blank', 'noopener');
    } catch (error) {
      console.error('Failed to register user.', error instanceof Error ? error.message : error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`admin-button ${className}`} aria-busy={busy} data-busy={busy} onClick={onClick} {...attributes}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z M19.4 13a7.6 7.6 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7.4 7.4 0 0 0-1.7-1L15 3.5h-4L10.6 6a7.4 7.4 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7.4 7.4 0 0 0 1.7 1l.4 2.5h4l.4-2.5a7.4 7.4 0 0 0 1.7-1l2.4 1 2-3.4-2-1.6Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {i18n._(label)}
    </button>
  );
}
