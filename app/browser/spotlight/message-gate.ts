import { editorOrigin } from '../../spotlight/editor-origin';

/**
 * Admits the smart-link SDK's messages only from the window that frames the page, when that window is Kontent's
 * or the site's own (the emulator's stand-in for Web Spotlight, decision 076). The SDK acts on any message posted
 * to the page: an update lays typed values over the content shown, a refresh runs the loaders again, and a reply
 * with a pending request id answers the SDK's question. Any window holding a reference to the page could post those:
 * a frame inside it (an embedded video or asset), the window that opened it, the page itself. Registered before the
 * SDK's own capture listener on `window`, so a message stopped here never reaches it; messages that are not the
 * SDK's pass untouched. Returns the function that removes the gate.
 */
export function admitSmartLinkMessages(): () => void {
  const gate = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (typeof message !== 'object' || message === null) return;
    const { type, requestId } = message as { type?: unknown; requestId?: unknown };
    const forSdk = (typeof type === 'string' && type.startsWith('kontent-smart-link:')) || requestId !== undefined;
    if (!forSdk) return;
    const fromFramingWindow = window.parent !== window && event.source === window.parent;
    if (fromFramingWindow && (event.origin === editorOrigin || event.origin === window.location.origin)) return;
    event.stopImmediatePropagation();
  };
  window.addEventListener('message', gate, true);
  return () => window.removeEventListener('message', gate, true);
}
