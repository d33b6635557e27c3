import { pageNonce } from '../page-nonce';

/**
 * The external sync hook (product §7: a deferred cross-domain script) associates the signed-in user on other domains
 * of the brand. The script is loaded with the page when configured and exposes `window.ssoSyncHook`; when it is
 * not configured, fails to load or throws, the app carries on without it.
 */
export interface SyncHook {
  login(userId: string): unknown;
  logout(): unknown;
}

declare global {
  interface Window {
    ssoSyncHook?: SyncHook;
  }
}

/** How long a call waits for the deferred script to arrive before it is given up. */
export const syncHookWaitMs = 3000;

/** The hook's script, added once when the page started without it (a page no guard ran for, such as /dashboard). */
function ensureScript(scriptUrl: string) {
  if ([...document.scripts].some((script) => script.getAttribute('src') === scriptUrl)) return;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.defer = true;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

async function hook(scriptUrl: string, waitMs: number): Promise<SyncHook | undefined> {
  if (!window.ssoSyncHook) ensureScript(scriptUrl);
  const started = Date.now();
  while (!window.ssoSyncHook && Date.now() - started < waitMs) await new Promise((resolve) => setTimeout(resolve, 50));
  return window.ssoSyncHook;
}

export async function callSyncHook(
  call: { type: 'sync-login'; userId: string } | { type: 'sync-logout' },
  scriptUrl: string,
  waitMs = syncHookWaitMs,
): Promise<void> {
  if (!scriptUrl || typeof window === 'undefined') return;
  try {
    const target = await hook(scriptUrl, waitMs);
    if (!target) return;
    await (call.type === 'sync-login' ? target.login(call.userId) : target.logout());
  } catch (error) {
    console.warn('Sync hook call failed', error);
  }
}
