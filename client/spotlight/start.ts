import KontentSmartLink, { KontentSmartLinkEvent, type IUpdateMessageData } from '@kontent-ai/smart-link';
import { localeOfPath } from '../i18n/locales';
import type { AppRouter } from '../router';
import { liveContent } from './live-content';

let running: (() => void) | undefined;

/**
 * Click-to-edit for an editor's page (issue 15; loaded only when `wantsEditing` says so): Kontent's smart-link SDK
 * on the page's data attributes, once per document. Inside Web Spotlight's frame the SDK talks to Kontent; its
 * `refresh` runs the route's loaders again against the Preview API, its `update` shows typed values at once
 * (./live-content.ts); neither reloads the document. Outside the frame the SDK opens Kontent's editor in a new tab.
 */
export function startEditing(router: AppRouter): void {
  if (running) return;
  const context = router.options.context;
  const live = liveContent(context.content);
  // Loaders read the router's context when they run: from now on they read through the live client.
  router.update({ ...router.options, context: { ...context, content: live } });

  const settings = () => ({
    defaultDataAttributes: {
      environmentId: context.kontent?.environmentId || undefined,
      languageCodename: localeOfPath(router.state.location.pathname).language,
    },
  });
  const sdk = KontentSmartLink.initialize({ ...settings(), queryParam: 'ksl-enabled' });
  // A navigation into another locale changes the language the page's items are edited in.
  const stopFollowing = router.subscribe('onResolved', () => sdk.setConfiguration(settings()));
  // Kontent saved a change: the Preview API has it now. Fall back to the SDK's reload should the loaders fail.
  sdk.on(KontentSmartLinkEvent.Refresh, (_data: unknown, _metadata: unknown, reload: () => void) => {
    live.forget();
    router.invalidate().catch(reload);
  });
  // The editor is typing: lay the values over the kept answers and map them again, without the network.
  sdk.on(KontentSmartLinkEvent.Update, (data: IUpdateMessageData) => {
    live.update(data);
    void live.replay(() => router.invalidate());
  });
  running = () => {
    stopFollowing();
    sdk.destroy();
    running = undefined;
  };
  // Keep this page's answers now, so the first typed value needs no network either.
  void router.invalidate();
}

// One SDK per document: it goes with the page, and comes back with a page restored from the back-forward cache.
addEventListener('pagehide', () => running?.());
