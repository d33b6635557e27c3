import { pageNonce } from '../page-nonce';

/** How long the document's page view waits for the tracking scripts: a blocked or hanging host never loses it. */
export const scriptWaitMs = 3000;

/** A container's script: `gtm.js` of the configured host (Google's, or locally the emulator's stand-in). */
export const containerScriptUrl = (tagManagerUrl: string, containerId: string) => `${tagManagerUrl}/gtm.js?id=${encodeURIComponent(containerId)}`;

const loads = new Map<string, Promise<void>>();

/**
 * Adds a third party's script to the head once per document, async (neither first paint nor hydration waits for
 * it) and with the page's CSP nonce, as Google's nonce-aware snippet does: the tag manager hands that nonce on to the
 * tags it adds. Settles when the script has loaded or failed to (a blocker, a network error); never rejects.
 */
export function loadScript(src: string): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<void>((resolve) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      const nonce = pageNonce();
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => resolve(), { once: true });
      document.head.appendChild(script);
    });
    loads.set(src, load);
  }
  return load;
}

/** Resolves when every script has settled, or after `waitMs`, whichever is first. */
export function settled(scripts: readonly Promise<void>[], waitMs = scriptWaitMs): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([Promise.all(scripts).then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
