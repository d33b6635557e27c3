import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useGuardPage } from './useGuardPage';

/**
 * product §7: the external sync hook, a cross-domain script added deferred to the page head when one is configured.
 * It is rendered here rather than through the root route's `head()`: TanStack drops a head script from the page once
 * hydrated and appends a fresh copy whenever the head is recomputed, so the third party's script was fetched and
 * run again on every in-app navigation. This element keeps the URL the document started with, so React never
 * replaces it and the browser runs it once per document. Pages that start without it (no guard ran) get it from
 * `callSyncHook` when a sync call is due.
 */
export function SyncHookScript() {
  const current = useGuardPage()?.config.syncHookUrl;
  const [src] = useState(current);
  const nonce = useRouter().options.ssr?.nonce;
  return src ? <script src={src} defer nonce={nonce} suppressHydrationWarning /> : null;
}
