import type { I18n } from '@lingui/core';
import type { GuardPageContext } from '../../guards/page-context';
import { clickDetails } from './clicks';
import type { TrackingConfig } from '../../tracking/config';
import { dataLayerStore, type DataLayerEntry, type PageDataLayer } from '../../tracking/data-layer';
import { startConsent, type Consent } from './consent';
import { pushToDataLayer } from './data-layer';
import { clickEvent, pageViewEvent, type EventContext } from '../../tracking/events';
import { afterNextPaint } from '../../dom';
import { containerScriptUrl, loadScript, settled } from './scripts';

// With the tracker's chunk, not the page's first script (app/browser/tracking/load.ts reads it from here).
export { pageDataLayerOf } from '../../tracking/page-data-layer';

/** A page that has finished loading, as tracking sees it (app/browser/entry.tsx builds it from the router's state). */
export interface FinishedPage {
  /** The guards' verdict: the tracking configuration, guards 2 and 3's effects, the signed-in user. */
  readonly guard: GuardPageContext & { readonly config: { readonly tracking: TrackingConfig } };
  /** The page's language tag (`<html lang>`). */
  readonly language: string;
  /** An article's own data-layer values, from its content; undefined on every other page. */
  readonly article: PageDataLayer | undefined;
  /** Web Spotlight mode (`web-spotlight` in the query): product §4 then loads no further script. */
  readonly spotlight: boolean;
  /** The page's address: the same address loaded again (`router.invalidate()`) is the same page. */
  readonly href: string;
  /** The page's translations: the consent dialog speaks its language. */
  readonly i18n: I18n;
}

// One document's tracking: module state, since this chunk is loaded once per document (app/browser/tracking/load.ts).
let documentPage: GuardPageContext | undefined;
let current: FinishedPage | undefined;
const tracked = new WeakSet<GuardPageContext>();
/** The tracking scripts this document added: its page view waits for them (product §4: "after the last script loads"). */
const scripts: Promise<void>[] = [];
/** Page views leave in the order their pages finished, the document's first however long its scripts take. */
let views: Promise<void> = Promise.resolve();
let consent: Consent | undefined;
/** Scripts that wait for consent (decision 113): run once tracking is allowed, at once after that. */
let allowed = false;
const whenAllowed: Array<() => void> = [];
const onceAllowed = (run: () => void) => (allowed ? run() : whenAllowed.push(run));

/**
 * The viewport's size, read when it changes: read in a click or right after a navigation's commit, `innerWidth`
 * forces the browser to lay out the page then, 15–20 ms of a tap on a slowed phone (decision 134).
 */
let viewport = { width: 0, height: 0 };
const readViewport = () => {
  viewport = { width: window.innerWidth, height: window.innerHeight };
};

function contextOf(page: FinishedPage): EventContext {
  const { pageName, pageSection } = dataLayerStore.get();
  return {
    environment: page.guard.config.tracking.environment,
    language: page.language,
    viewport,
    hash: window.location.hash,
    page: { name: pageName, section: pageSection },
    user: page.guard.user,
  };
}

/** The footer's "Cookie settings" (app/components/footer/CookieSettings.tsx) opens the consent dialog. */
const opensConsentSettings = (target: EventTarget | null) => target instanceof Element && target.closest('[data-consent-settings]') !== null;

/**
 * Click events read at the click and pushed after the paint that answers it: the containers act on a push at once
 * (tags, requests), 10–30 ms of a tap at a 4× slowed phone (issue 30). A page view, or the page being hidden (a link
 * leaving the document: the task after the paint would never run), pushes what waits first, in order.
 */
const clicksToPush: DataLayerEntry[] = [];
function pushClicks() {
  for (const entry of clicksToPush.splice(0)) pushToDataLayer(entry);
}
function pushClickAfterPaint(entry: DataLayerEntry) {
  if (clicksToPush.push(entry) === 1) afterNextPaint(pushClicks);
}

/** What a click means: the consent settings opened, or a product §7 event pushed. */
function reportClick(target: EventTarget | null) {
  if (opensConsentSettings(target)) consent?.openSettings();
  const details = clickDetails(target, window.location.origin);
  if (details && current) pushClickAfterPaint(clickEvent(details, contextOf(current)));
}

/** product §7: one delegated listener for the whole document, in the capture phase so no component can hide a click. */
function onClick(event: MouseEvent) {
  reportClick(event.target);
}

/**
 * Clicks the page's first script kept while this chunk was on its way (./load.ts), in the order they were made:
 * reported as they would have been, for the page they were made on (the document's first, tracked just before).
 */
export function trackEarlyClicks(targets: readonly EventTarget[]): void {
  if (!current) return;
  for (const target of targets) reportClick(target);
}

/** The containers (product §4: injected once per document), after the tag manager's start marker. */
function addContainers({ containerIds, tagManagerUrl }: TrackingConfig) {
  if (!containerIds.length) return;
  pushToDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  for (const id of containerIds) scripts.push(loadScript(containerScriptUrl(tagManagerUrl, id)));
}

/**
 * Consent defaults first; the containers then, or once the visitor grants (decision 113); then the listener. The
 * dialog opens by itself for a signed-in visitor outside Web Spotlight mode; anyone may open it from the footer.
 */
function start({ guard, spotlight, i18n }: FinishedPage) {
  const { tracking } = guard.config;
  readViewport();
  addEventListener('resize', readViewport, { passive: true });
  consent = startConsent({
    dialog: tracking.consentDialog,
    ask: guard.user !== null && !spotlight,
    i18n,
    onAllowed() {
      addContainers(tracking);
      allowed = true;
      for (const run of whenAllowed.splice(0)) run();
    },
  });
  document.addEventListener('click', onClick, true);
  addEventListener('pagehide', pushClicks);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && pushClicks());
}

/**
 * What tracking does for a finished page, once per page: the same page is reported on hydration and by the
 * router's events, and its loaders may run again without a navigation (Web Spotlight's refresh). The document's
 * page view (matrix 1) waits for its scripts, at most `scriptWaitMs`; every later page is an in-app navigation and
 * sends a virtual page view (matrix 5). A page sends one when guard 3 asks (a signed-in user's page other than an
 * article) or, for an article, once its content set the data layer and a user is signed in.
 */
export function trackPage(page: FinishedPage): void {
  const { guard } = page;
  if (tracked.has(guard)) return;
  tracked.add(guard);
  const reloaded = current?.href === page.href;
  current = page;
  if (reloaded) return;
  if (!documentPage) {
    documentPage = guard;
    start(page);
  }
  const { signedInScriptUrl } = guard.config.tracking;
  // product §4: a signed-in user's pages load a further script, which reads the legal-entity-id meta
  // (./legal-entity.ts); a third party's script like the containers, so it waits for consent as they do.
  if (guard.user && signedInScriptUrl && !page.spotlight) onceAllowed(() => scripts.push(loadScript(signedInScriptUrl)));
  let view = false;
  if (page.article) {
    dataLayerStore.set(page.article);
    view = guard.user !== null;
  }
  for (const effect of guard.effects) {
    if (effect.type === 'page-type') dataLayerStore.set({ pageType: effect.pageType });
    if (effect.type === 'page-view') {
      dataLayerStore.set({ pageSection: '', pageName: '' });
      view = true;
    }
  }
  if (!view) return;
  const event = pageViewEvent(guard === documentPage ? 'page_view' : 'virtual_page_view', contextOf(page));
  // The document's page view waits for the visitor's choice, then for the scripts it allowed: containers that load
  // after consent read it with consent granted, not as a cookieless ping.
  const ready = event.event === 'page_view' ? consent?.decided.then(() => settled([...scripts])) : undefined;
  views = views
    .then(() => ready)
    .then(() => {
      pushClicks();
      pushToDataLayer(event);
    });
}
