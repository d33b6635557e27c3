import KontentSmartLink, { KontentSmartLinkEvent, type IUpdateMessageData } from '@kontent-ai/smart-link';
import { localeOfPath } from '../../i18n/locales';
import type { AppRouter } from '../../router';
import { liveContent } from './live-content';
import { admitSmartLinkMessages } from './message-gate';

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
  // The routes hold the page's content client (their matches keep the context they were made with): its methods
  // are swapped for the live ones, which call the originals, so every loader from now on reads through them.
  const live = liveContent({ ...context.content });
  Object.assign(context.content, { items: live.items, item: live.item });

  const settings = () => ({
    defaultDataAttributes: {
      environmentId: context.kontent?.environmentId || undefined,
      languageCodename: localeOfPath(router.state.location.pathname).language,
    },
  });
  // Controls laid out while closed (the prepared mobile menu, the language list: decision 135) leave the layout on an
  // editor's page: the SDK would give their content highlights and add buttons nobody can see.
  document.documentElement.dataset.editing = '';
  // First: the gate's listener must come before the SDK's (./message-gate.ts).
  const closeGate = admitSmartLinkMessages();
  const sdk = KontentSmartLink.initialize({ ...settings(), queryParam: 'ksl-enabled' });
  // A navigation into another locale changes the language the page's items are edited in; any navigation asks
  // the network again for the new page's content.
  const stopFollowing = router.subscribe('onResolved', () => sdk.setConfiguration(settings()));
  const stopMoving = router.subscribe('onBeforeNavigate', ({ pathChanged }) => pathChanged && live.moved());
  // Kontent saved a change: the Preview API has it now. Fall back to the SDK's reload should the loaders fail.
  sdk.on(KontentSmartLinkEvent.Refresh, (_data: unknown, _metadata: unknown, reload: () => void) => {
    live.forget();
    router.invalidate().catch(reload);
  });
  // The editor is typing: lay the values over the kept answers and map them again, without the network; only the
  // matches whose data shows the item (by its id), or every match when none does (the header and footer stream in).
  // An item the update links that the page never loaded comes from the Preview API: the page is shown again with it.
  sdk.on(KontentSmartLinkEvent.Update, (data: IUpdateMessageData) => {
    const show = () => {
      const shows = (match: { loaderData?: unknown }) => showsItem(match.loaderData, data.item.id);
      void router.invalidate(router.state.matches.some(shows) ? { filter: shows } : {});
    };
    void live.update(data).then((brought) => brought && show());
    show();
  });
  running = () => {
    stopFollowing();
    stopMoving();
    sdk.destroy();
    closeGate();
    running = undefined;
  };
  // Keep this page's answers now, so the first typed value needs no network either.
  void router.invalidate();
}

/** Whether page data mentions an item: its id is in the data the loader mapped (`smart.itemId`). */
function showsItem(data: unknown, itemId: string): boolean {
  try {
    return JSON.stringify(data ?? null).includes(itemId);
  } catch {
    return true;
  }
}

// One SDK per document: it goes with the page, and comes back with a page restored from the back-forward cache.
addEventListener('pagehide', () => running?.());
